import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FinanceAccount, LedgerRow, MovementExportFormat } from '@cambix/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { ExportButton } from '@/components/ui/export-button.tsx';
import { staffMovementsEs } from '@/i18n/staff-movements.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useDownloadAttachment } from '../api/download-attachment.ts';
import { useExportMovements } from '../api/export-movements.ts';
import { useBalanceAccounts } from '../api/get-balance-accounts.ts';
import { useMovementList } from '../api/list-movements.ts';
import {
  clearMovementFilters,
  hasMovementFilters,
  nextPage,
  pageNumber,
  previousPage,
  readMovementList,
  toMovementExportQuery,
  toMovementListQuery,
  withMovementFilters,
  withPageSize,
  writeMovementList,
} from '../list-state.ts';
import { KeysetPager } from './keyset-pager.tsx';
import { MovementCards } from './movement-cards.tsx';
import { MovementFilters, type AccountOption } from './movement-filters.tsx';
import type { MovementRowActions } from './movement-row-parts.tsx';
import { MovementsTable } from './movements-table.tsx';
import { ReverseEntryDialog } from './reverse-entry-dialog.tsx';

const t = staffMovementsEs;

export interface MovementsScreenProps {
  title: string;
  search: URLSearchParams;
  /** Egreso with edit: "Revertir" on reversible rows and "Registrar movimiento". */
  canEdit: boolean;
  /** Balance with view: the account filter lists every account from the start. */
  canViewBalance: boolean;
  orderHref(id: number): string;
  registerHref: string;
}

/** As the server names a row's account: bank, currency and the number's last four digits. */
const accountLabel = (account: FinanceAccount) =>
  `${account.bankName} ${account.currency} ·${account.accountNumber.slice(-4)}`;

/**
 * /dashboard/flujo (module flujo): every ledger row newest first by keyset, with the account's running
 * balance (docs/rules/finance-reports.md#movements), filters in the address, CSV and Excel of the filtered
 * rows, and reversals for staff who may edit Egreso.
 */
export function MovementsScreen({
  title,
  search,
  canEdit,
  canViewBalance,
  orderHref,
  registerHref,
}: MovementsScreenProps) {
  const [state, update] = useQueryState(search, readMovementList, writeMovementList);
  const query = useMemo(() => toMovementListQuery(state), [state]);
  const list = useMovementList(query);
  const exporter = useExportMovements();
  const attachment = useDownloadAttachment();
  const balanceAccounts = useBalanceAccounts(canViewBalance);
  const isPhone = useMediaQuery('(max-width: 760px)', { noSsr: true });
  const [reversing, setReversing] = useState<LedgerRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [seenAccounts, setSeenAccounts] = useState<ReadonlyMap<string, string>>(new Map());
  const data = list.data;
  const listError = list.error && !list.isFetching ? list.error : null;

  // Without Balance the filter offers the accounts of the rows shown so far (adjusted during render).
  const [mergedPage, setMergedPage] = useState<typeof data>(undefined);
  if (data && data !== mergedPage) {
    setMergedPage(data);
    const fresh = data.rows.filter((row) => !seenAccounts.has(String(row.account.id)));
    if (fresh.length > 0) {
      const next = new Map(seenAccounts);
      for (const row of fresh) next.set(String(row.account.id), row.account.label);
      setSeenAccounts(next);
    }
  }

  const accounts = useMemo<AccountOption[]>(() => {
    const options = new Map<string, string>();
    for (const account of balanceAccounts ?? []) {
      options.set(String(account.id), seenAccounts.get(String(account.id)) ?? accountLabel(account));
    }
    for (const [id, label] of seenAccounts) if (!options.has(id)) options.set(id, label);
    return [...options].map(([id, label]) => ({ id, label }));
  }, [balanceAccounts, seenAccounts]);

  const actions: MovementRowActions = {
    orderHref,
    canReverse: canEdit,
    onReverse: setReversing,
    onAttachment: (row) => {
      if (row.movementId !== null) attachment.mutate(row.movementId);
    },
  };

  const exportAs = (format: MovementExportFormat) => exporter.mutate(toMovementExportQuery(state, format));
  const exporting = (format: MovementExportFormat) =>
    exporter.isPending && exporter.variables.format === format;

  const pager = data && (
    <KeysetPager
      page={pageNumber(state)}
      pageSize={state.pageSize}
      hasPrevious={state.cursors.length > 0}
      hasNext={data.nextCursor !== null}
      disabled={list.isPlaceholderData}
      onPrevious={() => update(previousPage)}
      onNext={() => {
        const cursor = data.nextCursor;
        if (cursor !== null) update((current) => nextPage(current, cursor));
      }}
      onPageSize={(pageSize) => update((current) => withPageSize(current, pageSize))}
    />
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={data && data.rows.length > 0 ? t.shown(data.rows.length, pageNumber(state)) : t.intro}
        action={
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              flexShrink: 0,
              '& .MuiButton-root': { whiteSpace: 'nowrap' },
            }}
          >
            <ExportButton label={t.exportCsv} isPending={exporting('csv')} onExport={() => exportAs('csv')} />
            <ExportButton
              label={t.exportXlsx}
              isPending={exporting('xlsx')}
              onExport={() => exportAs('xlsx')}
            />
            {canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={registerHref}>
                {t.register}
              </Button>
            )}
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <MovementFilters
          state={state}
          accounts={accounts}
          onChange={(patch) => update((current) => withMovementFilters(current, patch))}
          onClear={() => update(clearMovementFilters)}
        />
      </Paper>
      {listError && (
        <RetryAlert retryLabel={t.common.retry} onRetry={() => void list.refetch()}>
          {isApiError(listError) ? listError.message : t.common.loadFailed}
        </RetryAlert>
      )}
      {data ? (
        data.rows.length === 0 ? (
          <Paper variant="outlined">
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {hasMovementFilters(state) ? t.empty : t.emptyAll}
            </Typography>
            {state.cursors.length > 0 && pager}
          </Paper>
        ) : (
          <Box sx={{ minWidth: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {isPhone ? (
              <MovementCards rows={data.rows} actions={actions} footer={pager} />
            ) : (
              <MovementsTable rows={data.rows} actions={actions} footer={pager} />
            )}
          </Box>
        )
      ) : (
        !listError && <Skeleton variant="rounded" height={420} aria-label={t.common.loading} />
      )}
      {reversing && (
        <ReverseEntryDialog
          row={reversing}
          onClose={() => setReversing(null)}
          onReversed={(waits) => {
            setReversing(null);
            setNotice(waits ? t.reverseDialog.waits : t.reverseDialog.done);
          }}
        />
      )}
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} />
      <ErrorSnackbar open={exporter.isError} onClose={() => exporter.reset()}>
        {isApiError(exporter.error) ? exporter.error.message : t.exportFailed}
      </ErrorSnackbar>
      <ErrorSnackbar open={attachment.isError} onClose={() => attachment.reset()}>
        {isApiError(attachment.error) ? attachment.error.message : t.attachmentFailed}
      </ErrorSnackbar>
    </Box>
  );
}
