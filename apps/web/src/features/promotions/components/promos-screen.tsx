import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PromoSummary } from '@cambix/contract';
import { useMemo, useState } from 'react';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { ExportButton } from '@/components/ui/export-button.tsx';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useLastPagePastEnd } from '@/lib/use-last-page-past-end.ts';
import { useExportPromos } from '../api/export-promos.ts';
import { usePromoList } from '../api/list-promos.ts';
import {
  clearPromoFilters,
  hasPromoFilters,
  readPromoList,
  toPromoFilters,
  toPromoListQuery,
  withPromoFilters,
  writePromoList,
} from '../list-state.ts';
import { PromoFilters } from './promo-filters.tsx';
import { PromoFormDialog } from './promo-form-dialog.tsx';
import { PromosTable } from './promos-table.tsx';

const t = staffCouponsEs.list;

export interface PromosScreenProps {
  title: string;
  search: URLSearchParams;
  /** Promociones with edit: "Nuevo cupón" shows. */
  canEdit: boolean;
  promoHref(id: number): string;
  onOpen(id: number): void;
}

/**
 * /dashboard/promociones (module promociones): coupons filtered, sorted and paged on the server with the
 * view in the address, a CSV of the filtered rows, and "Nuevo cupón" for staff who may edit.
 */
export function PromosScreen({ title, search, canEdit, promoHref, onOpen }: PromosScreenProps) {
  const [state, update] = useQueryState(search, readPromoList, writePromoList);
  const query = useMemo(() => toPromoListQuery(state), [state]);
  const list = usePromoList(query);
  const exporter = useExportPromos();
  const [isCreating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const data = list.data;
  const listError = list.error && !list.isFetching ? list.error : null;

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
              onExport={() => exporter.mutate(toPromoFilters(state))}
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
        <PromoFilters
          state={state}
          onChange={(patch) => update((current) => withPromoFilters(current, patch))}
          onClear={() => update(clearPromoFilters)}
        />
      </Paper>
      {listError && (
        <RetryAlert retryLabel={staffCouponsEs.common.retry} onRetry={() => void list.refetch()}>
          {isApiError(listError) ? listError.message : staffCouponsEs.common.loadFailed}
        </RetryAlert>
      )}
      {data ? (
        data.total === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">{hasPromoFilters(state) ? t.empty : t.emptyAll}</Typography>
          </Paper>
        ) : (
          <Box sx={{ minWidth: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <PromosTable
              rows={data.items}
              total={data.total}
              state={state}
              promoHref={promoHref}
              onOpen={onOpen}
              onPageChange={(page, pageSize) =>
                update((current) => ({
                  ...current,
                  page: pageSize === current.pageSize ? page : 1,
                  pageSize,
                }))
              }
              onSortChange={(sort, order) => update((current) => ({ ...current, sort, order, page: 1 }))}
            />
          </Box>
        )
      ) : (
        !listError && <Skeleton variant="rounded" height={420} aria-label={staffCouponsEs.common.loading} />
      )}
      {isCreating && (
        <PromoFormDialog
          promo={null}
          onClose={() => setCreating(false)}
          onSaved={(saved: PromoSummary) => {
            setCreating(false);
            setNotice(t.created(saved.code));
          }}
        />
      )}
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} />
      <ErrorSnackbar open={exporter.isError} onClose={() => exporter.reset()}>
        {isApiError(exporter.error) ? exporter.error.message : t.exportFailed}
      </ErrorSnackbar>
    </Box>
  );
}
