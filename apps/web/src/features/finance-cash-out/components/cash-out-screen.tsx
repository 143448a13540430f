import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StaffModule } from '@cambix/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PendingApprovals, usePendingApprovals } from '@/features/approvals';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useMovementOptions } from '../api/get-movement-options.ts';
import { useManualMovements } from '../api/list-manual-movements.ts';
import { ManualMovementsTable } from './manual-movements-table.tsx';
import { MovementFormCard } from './movement-form-card.tsx';
import { PendingMovements } from './pending-movements.tsx';

const t = staffCashOutEs;

const PENDING_QUERY = { state: 'pending' } as const;

/** The list's page lives in the address (`?pagina=2`), so back and a shared link open the same page. */
const readPage = (query: URLSearchParams): number => {
  const page = Number(query.get('pagina'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};
const writePage = (page: number) => new URLSearchParams(page > 1 ? { pagina: String(page) } : {});

export interface CashOutScreenProps {
  title: string;
  search: URLSearchParams;
  /** Egreso with edit: the form and the approve, reject and reverse actions show. */
  canEdit: boolean;
  /** Edit on a waiting request's module (a settlement's is external-orders): its approve and reject show. */
  canDecide(module: StaffModule): boolean;
  /** Links to the other finance screens, shown when the person may open them. */
  balanceHref: string | null;
  movementsHref: string | null;
}

/**
 * /dashboard/egreso (module egreso): record manual ingresos, egresos and transfers, decide the ones
 * waiting for a second person, and reverse recorded ones (docs/rules/finance-reports.md#manual-movements).
 */
export function CashOutScreen({
  title,
  search,
  canEdit,
  canDecide,
  balanceHref,
  movementsHref,
}: CashOutScreenProps) {
  const [page, setPage] = useQueryState(search, readPage, writePage);
  const options = useMovementOptions(canEdit);
  const list = useManualMovements({ page: String(page) });
  const pending = useManualMovements(PENDING_QUERY);
  const approvals = usePendingApprovals();
  // Manual movements wait as requests too (decision 148), but show above with their accounts and attachment.
  const waitingMoney = (approvals.data?.rows ?? []).filter(
    (request) => request.kind !== 'points' && request.kind !== 'manual-movement',
  );
  const [notice, setNotice] = useState<string | null>(null);
  const data = list.data;
  const listError = list.error && !list.isFetching ? list.error : null;
  const pendingCount = pending.data?.pendingCount ?? 0;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={t.screen.intro}
        action={
          (balanceHref || movementsHref) && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {balanceHref && (
                <Button
                  component={RouterLink}
                  to={balanceHref}
                  variant="outlined"
                  startIcon={<AccountBalanceWalletOutlinedIcon />}
                >
                  {t.screen.balance}
                </Button>
              )}
              {movementsHref && (
                <Button
                  component={RouterLink}
                  to={movementsHref}
                  variant="outlined"
                  startIcon={<ReceiptLongOutlinedIcon />}
                >
                  {t.screen.movements}
                </Button>
              )}
            </Box>
          )
        }
      />
      {!canEdit && <Alert severity="info">{t.screen.readOnly}</Alert>}
      {canEdit &&
        (options.data ? (
          <MovementFormCard options={options.data} />
        ) : options.error ? (
          <RetryAlert retryLabel={t.common.retry} onRetry={() => void options.refetch()}>
            {isApiError(options.error) ? options.error.message : t.common.loadFailed}
          </RetryAlert>
        ) : (
          <Skeleton variant="rounded" height={360} aria-label={t.common.loading} />
        ))}
      {pending.data && pendingCount > 0 && (
        <PendingMovements
          rows={pending.data.rows}
          count={pendingCount}
          canEdit={canEdit}
          onDone={setNotice}
        />
      )}
      {waitingMoney.length > 0 && (
        <PendingApprovals of="money" rows={waitingMoney} canDecide={canDecide} onDone={setNotice} />
      )}
      <Box
        component="section"
        aria-labelledby="manual-movements-title"
        sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
      >
        <Typography id="manual-movements-title" variant="h2" component="h2">
          {t.list.title}
        </Typography>
        {listError && (
          <RetryAlert retryLabel={t.common.retry} onRetry={() => void list.refetch()}>
            {isApiError(listError) ? listError.message : t.common.loadFailed}
          </RetryAlert>
        )}
        {data ? (
          data.total === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t.list.empty}</Typography>
            </Paper>
          ) : (
            <Box sx={{ minWidth: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <ManualMovementsTable
                rows={data.rows}
                total={data.total}
                page={data.page}
                pageSize={data.pageSize}
                canEdit={canEdit}
                onPageChange={(next) => setPage(() => next)}
                onDone={setNotice}
              />
            </Box>
          )
        ) : (
          !listError && <Skeleton variant="rounded" height={320} aria-label={t.common.loading} />
        )}
      </Box>
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
