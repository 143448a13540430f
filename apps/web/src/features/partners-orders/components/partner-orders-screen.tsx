import AddIcon from '@mui/icons-material/Add';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PartnerOrder } from '@cambix/contract';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { useModuleAccess } from '@/features/staff-permissions';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { usePartnerChoices } from '../api/list-partner-choices.ts';
import { usePartnerOrders } from '../api/list-partner-orders.ts';
import { useRenewPartnerLink } from '../api/renew-partner-link.ts';
import { readPartnerList, toPartnerOrderQuery, writePartnerList } from '../list-state.ts';
import { LinkShare } from './link-share.tsx';
import { MonthTotals } from './month-totals.tsx';
import { PartnerOrderFilters } from './partner-order-filters.tsx';
import { PartnerOrdersList } from './partner-orders-list.tsx';

const t = partnersEs.orders;

// The new-order form (react-hook-form, the contract's checks, the bank pickers) is not part of the list's
// first paint: it loads once the list has arrived, or on the first touch of "Nueva orden" (decision 201).
const loadNewOrderDialog = () => import('./new-order-dialog.tsx');
const NewOrderDialog = lazy(() =>
  loadNewOrderDialog().then((module) => ({ default: module.NewOrderDialog })),
);

export interface PartnerOrdersScreenProps {
  title: string;
  search: URLSearchParams;
  /** Staff choose the partner they act for; a partner's user always acts for its own business. */
  isStaff: boolean;
  /** The partner's module (/dashboard/modulo-terceros), linked for a partner's user. */
  moduleHref: string;
  /** Staff's own list of every partner order (Órdenes Externas), linked for staff. */
  staffHref: string;
}

/**
 * /externo/ordenes: a partner's orders with filters and pages in the address, the month's totals, "Nueva
 * orden" and each order's finalize link (share it, or renew it once expired).
 */
export function PartnerOrdersScreen({
  title,
  search,
  isStaff,
  moduleHref,
  staffHref,
}: PartnerOrdersScreenProps) {
  const [state, update] = useQueryState(search, readPartnerList, writePartnerList);
  const access = useModuleAccess('external-orders');
  const choices = usePartnerChoices(true);
  const partner = isStaff
    ? choices.data?.find((choice) => String(choice.id) === state.partnerId)
    : choices.data?.[0];
  const canCreate = isStaff ? access.canEdit && partner?.active === true : partner?.active !== false;
  const ready = !isStaff || Boolean(partner);
  const query = useMemo(() => toPartnerOrderQuery(state), [state]);
  const list = usePartnerOrders(query, ready && (!isStaff || state.partnerId !== ''));
  const renew = useRenewPartnerLink();
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<{ order: PartnerOrder; renewed: boolean } | null>(null);

  const partnerName = partner?.name ?? '';
  const listError = list.error && !list.isFetching ? list.error : null;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;
  const listed = Boolean(list.data);
  useEffect(() => {
    if (listed && canCreate) void loadNewOrderDialog();
  }, [listed, canCreate]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={isStaff ? t.staffIntro : partnerName ? `${partnerName} · ${t.intro}` : t.intro}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<StorefrontOutlinedIcon />}
              component={RouterLink}
              to={isStaff ? staffHref : moduleHref}
            >
              {isStaff ? t.staffList : t.myBusiness}
            </Button>
            {ready && canCreate && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onPointerDown={() => void loadNewOrderDialog()}
                onClick={() => setCreating(true)}
              >
                {t.create}
              </Button>
            )}
          </Box>
        }
      />

      {choices.isError && (
        <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void choices.refetch()}>
          {isApiError(choices.error) ? choices.error.message : partnersEs.common.loadFailed}
        </RetryAlert>
      )}

      {isStaff && choices.data && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          {choices.data.length === 0 ? (
            <Typography color="text.secondary">{t.noPartners}</Typography>
          ) : (
            <TextField
              select
              size="small"
              label={t.partner}
              value={partner ? state.partnerId : ''}
              onChange={(event) =>
                update((current) => ({ ...current, partnerId: event.target.value, page: 1 }))
              }
              sx={{ minWidth: { xs: '100%', sm: 320 } }}
              helperText={partner ? undefined : t.pickPartner}
            >
              {choices.data.map((choice) => (
                <MenuItem key={choice.id} value={String(choice.id)}>
                  {choice.active ? choice.name : `${choice.name} (${partnersEs.common.inactive})`}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Paper>
      )}

      {ready && (
        <>
          {list.data ? (
            <MonthTotals month={list.data.month} isStaff={isStaff} />
          ) : (
            !listError && <Skeleton variant="rounded" height={96} />
          )}
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <PartnerOrderFilters
              state={state}
              onChange={(patch) => update((current) => ({ ...current, ...patch }))}
            />
          </Paper>
          {listError && (
            <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void list.refetch()}>
              {isApiError(listError) ? listError.message : partnersEs.common.loadFailed}
            </RetryAlert>
          )}
          {list.data ? (
            list.data.items.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">
                  {list.data.total === 0 && list.data.month.orders === 0 && !query.q && !query.status
                    ? t.emptyFirst
                    : t.empty}
                </Typography>
              </Paper>
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {t.total(list.data.total, list.data.totalCapped)}
                </Typography>
                <PartnerOrdersList
                  label={title}
                  rows={list.data.items}
                  renewing={renew.isPending ? (renew.variables ?? null) : null}
                  onShare={(order) => setSharing({ order, renewed: false })}
                  onRenew={(order) =>
                    renew.mutate(order.code, {
                      onSuccess: (renewed) => setSharing({ order: renewed, renewed: true }),
                    })
                  }
                />
                {pages > 1 && (
                  <Pagination
                    sx={{ justifySelf: 'center' }}
                    count={pages}
                    page={Math.min(state.page, pages)}
                    onChange={(_, page) => update((current) => ({ ...current, page }))}
                    getItemAriaLabel={(type, page) =>
                      type === 'page'
                        ? partnersEs.common.pageOf(page ?? 1, pages)
                        : type === 'previous'
                          ? partnersEs.common.previous
                          : partnersEs.common.next
                    }
                  />
                )}
              </Box>
            )
          ) : (
            !listError && <Skeleton variant="rounded" height={320} aria-label={partnersEs.common.loading} />
          )}
        </>
      )}

      {creating && partner && (
        <Suspense fallback={null}>
          <NewOrderDialog
            partnerId={isStaff ? partner.id : null}
            partnerName={partner.name}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      )}
      {sharing && (
        <Dialog
          open
          onClose={() => setSharing(null)}
          fullWidth
          maxWidth="sm"
          aria-labelledby="share-link-title"
        >
          <DialogTitle id="share-link-title">
            {t.shareLink} · {sharing.order.code}
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            {sharing.renewed && <Alert severity="success">{t.renewed}</Alert>}
            <LinkShare
              link={sharing.order.link}
              clientName={sharing.order.client.name}
              clientPhone={sharing.order.client.phone}
              partnerName={partnerName}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setSharing(null)}>{partnersEs.common.close}</Button>
          </DialogActions>
        </Dialog>
      )}
      <ErrorSnackbar open={renew.isError} onClose={() => renew.reset()}>
        {isApiError(renew.error) ? renew.error.message : partnersEs.common.unexpected}
      </ErrorSnackbar>
    </Box>
  );
}
