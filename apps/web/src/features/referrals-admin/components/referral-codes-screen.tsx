import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { ExportButton } from '@/components/ui/export-button.tsx';
import { useModuleAccess } from '@/features/staff-permissions';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useLastPagePastEnd } from '@/lib/use-last-page-past-end.ts';
import { useExportReferralCodes } from '../api/export-referral-codes.ts';
import { useReferralCodes } from '../api/list-referral-codes.ts';
import {
  readReferralList,
  toReferralFilters,
  toReferralQuery,
  writeReferralList,
  type ReferralListState,
} from '../list-state.ts';
import { NewReferralCodeDialog } from './new-referral-code-dialog.tsx';
import { ReferralCodeFilters } from './referral-code-filters.tsx';
import { ReferralCodesTable } from './referral-codes-table.tsx';

const t = staffReferralsEs.list;

export interface ReferralCodesScreenProps {
  title: string;
  search: URLSearchParams;
  codeHref(code: string): string;
  customerHref(id: number): string;
  onOpen(code: string): void;
}

/**
 * /dashboard/referreds (module referidos): every referral code with its owner and results, filters, sort
 * and page in the address, a CSV of exactly the filtered rows, and "Nuevo código" for staff who may edit.
 */
export function ReferralCodesScreen({
  title,
  search,
  codeHref,
  customerHref,
  onOpen,
}: ReferralCodesScreenProps) {
  const [state, update] = useQueryState(search, readReferralList, writeReferralList);
  const { canEdit } = useModuleAccess('referidos');
  const query = useMemo(() => toReferralQuery(state), [state]);
  const list = useReferralCodes(query);
  const exporter = useExportReferralCodes();
  const [creating, setCreating] = useState(false);
  const data = list.data;
  const listError = list.error && !list.isFetching ? list.error : null;
  const change = (patch: Partial<ReferralListState>) => update((current) => ({ ...current, ...patch }));

  useLastPagePastEnd(data, state, update);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={data ? t.total(data.total) : t.intro}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ExportButton
              label={t.export}
              isPending={exporter.isPending}
              onExport={() => exporter.mutate(toReferralFilters(state))}
            />
            {canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {t.create}
              </Button>
            )}
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ReferralCodeFilters state={state} onChange={(patch) => change({ ...patch, page: 1 })} />
      </Paper>
      {listError && (
        <RetryAlert retryLabel={staffReferralsEs.common.retry} onRetry={() => void list.refetch()}>
          {isApiError(listError) ? listError.message : staffReferralsEs.common.loadFailed}
        </RetryAlert>
      )}
      {/* The table waits for the first answer: with no rows it would move a linked page back to 1. */}
      {data ? (
        <Box sx={{ minWidth: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <ReferralCodesTable
            rows={data.items}
            total={data.total}
            state={state}
            codeHref={codeHref}
            customerHref={customerHref}
            onOpen={onOpen}
            onSortChange={(sort, order) => change({ sort, order, page: 1 })}
            onPageChange={(page, pageSize) =>
              change({ page: pageSize === state.pageSize ? page : 1, pageSize })
            }
          />
        </Box>
      ) : (
        !listError && <Skeleton variant="rounded" height={420} aria-label={staffReferralsEs.common.loading} />
      )}
      {creating && (
        <NewReferralCodeDialog
          onClose={() => setCreating(false)}
          onOpenExisting={(code) => {
            setCreating(false);
            onOpen(code);
          }}
          onCreated={(created) => {
            setCreating(false);
            onOpen(created.code);
          }}
        />
      )}
      <ErrorSnackbar open={exporter.isError} onClose={() => exporter.reset()}>
        {isApiError(exporter.error) ? exporter.error.message : t.exportFailed}
      </ErrorSnackbar>
    </Box>
  );
}
