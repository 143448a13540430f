import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { ExportButton } from '@/components/ui/export-button.tsx';
import { useStaffAccess } from '@/features/staff-permissions';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useExportExternalOrders } from '../api/export-external-orders.ts';
import { useExternalOrders, usePartnerChoices } from '../api/list-external-orders.ts';
import {
  readExternalList,
  toExternalFilters,
  toExternalQuery,
  writeExternalList,
  type ExternalListState,
} from '../list-state.ts';
import { ExternalOrderFilters } from './external-order-filters.tsx';
import { ExternalOrdersTable } from './external-orders-table.tsx';
import { PartnerSharesPanel } from './partner-shares-panel.tsx';

const t = partnersEs.external;

export interface ExternalOrdersScreenProps {
  title: string;
  search: URLSearchParams;
  orderHref(id: number): string;
  onOpen(id: number): void;
  /** The partners' own screen (Módulo Terceros). */
  partnersHref: string;
}

/**
 * /dashboard/external-orders (module external-orders): every partner order with its filters and page in
 * the address and a CSV export; the "Participación de socios" tab settles a partner's share.
 */
export function ExternalOrdersScreen({
  title,
  search,
  orderHref,
  onOpen,
  partnersHref,
}: ExternalOrdersScreenProps) {
  const [state, update] = useQueryState(search, readExternalList, writeExternalList);
  const access = useStaffAccess();
  const choices = usePartnerChoices();
  const query = useMemo(() => toExternalQuery(state), [state]);
  const list = useExternalOrders(query);
  const exporter = useExportExternalOrders();
  const change = (patch: Partial<ExternalListState>) => update((current) => ({ ...current, ...patch }));
  const listError = list.error && !list.isFetching ? list.error : null;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;
  const partners = choices.data ?? [];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={
          list.data && state.view === 'ordenes' ? t.total(list.data.total, list.data.totalCapped) : t.intro
        }
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {access.canView('terceros') && (
              <Button
                variant="outlined"
                startIcon={<StorefrontOutlinedIcon />}
                component={RouterLink}
                to={partnersHref}
              >
                {t.partners}
              </Button>
            )}
            {state.view === 'ordenes' && (
              <ExportButton
                label={t.export}
                isPending={exporter.isPending}
                onExport={() => exporter.mutate(toExternalFilters(state))}
              />
            )}
          </Box>
        }
      />
      <Tabs
        value={state.view}
        onChange={(_, view: ExternalListState['view']) => change({ view })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="ordenes" label={t.tabs.orders} />
        <Tab value="participacion" label={t.tabs.shares} />
      </Tabs>
      {choices.isError && (
        <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void choices.refetch()}>
          {isApiError(choices.error) ? choices.error.message : partnersEs.common.loadFailed}
        </RetryAlert>
      )}

      {state.view === 'participacion' ? (
        <PartnerSharesPanel
          partners={partners}
          partnerId={state.partnerId}
          from={state.from}
          to={state.to}
          canSettle={access.canEdit('external-orders')}
          orderHref={orderHref}
          onChange={(patch) => change(patch)}
        />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <ExternalOrderFilters state={state} partners={partners} onChange={change} />
          </Paper>
          {listError && (
            <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void list.refetch()}>
              {isApiError(listError) ? listError.message : partnersEs.common.loadFailed}
            </RetryAlert>
          )}
          {list.data ? (
            list.data.items.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{t.empty}</Typography>
              </Paper>
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
                <ExternalOrdersTable
                  label={title}
                  rows={list.data.items}
                  orderHref={orderHref}
                  onOpen={onOpen}
                />
                {pages > 1 && (
                  <Pagination
                    sx={{ justifySelf: 'center' }}
                    count={pages}
                    page={Math.min(state.page, pages)}
                    onChange={(_, page) => change({ page })}
                  />
                )}
              </Box>
            )
          ) : (
            !listError && <Skeleton variant="rounded" height={420} aria-label={partnersEs.common.loading} />
          )}
        </>
      )}
      <ErrorSnackbar open={exporter.isError} onClose={() => exporter.reset()}>
        {isApiError(exporter.error) ? exporter.error.message : t.exportFailed}
      </ErrorSnackbar>
    </Box>
  );
}
