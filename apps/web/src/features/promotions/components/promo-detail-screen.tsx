import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PromoDetail } from '@cambix/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MissingRecord } from '@/components/layout/missing-record.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { dayTickLabel, formatCountTick } from '@/components/ui/chart-scale.ts';
import { InfoList } from '@/components/ui/info-list.tsx';
import { VerticalBarChart } from '@/components/ui/vertical-bar-chart.tsx';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import { usePromo } from '../api/get-promo.ts';
import { formatDiscount, formatValidity } from '../format.ts';
import { usesPerDay } from '../uses-per-day.ts';
import { PromoActiveDialog } from './promo-active-dialog.tsx';
import { PromoFormDialog } from './promo-form-dialog.tsx';
import { PromoStateChip } from './promo-state-chip.tsx';
import { PromoUsesTable } from './promo-uses-table.tsx';

const t = staffCouponsEs.detail;

export interface PromoDetailScreenProps {
  promoId: number;
  title: string;
  canEdit: boolean;
  listHref: string;
  customerHref(id: number): string;
  orderHref(id: number): string;
}

function PromoData({ detail }: { detail: PromoDetail }) {
  const { promo } = detail;
  const f = t.fields;
  return (
    <Paper variant="outlined" component="section" aria-label={t.data} sx={{ p: 2 }}>
      <InfoList
        columns={3}
        items={[
          { label: f.discount, value: formatDiscount(promo.discountKind, promo.discountValue) },
          {
            label: f.amounts,
            value: t.amountRange(
              promo.minAmount && formatSoles(promo.minAmount),
              promo.maxAmount && formatSoles(promo.maxAmount),
            ),
          },
          { label: f.validity, value: formatValidity(promo) },
          { label: f.totalUses, value: promo.totalUses ?? t.unlimited },
          { label: f.usesPerCustomer, value: promo.usesPerCustomer },
          {
            label: f.firstOrderOnly,
            value: promo.firstOrderOnly ? staffCouponsEs.common.yes : staffCouponsEs.common.no,
          },
          { label: f.bank, value: promo.bank?.name ?? t.anyBank },
          { label: f.createdAt, value: t.createdBy(formatDateTime(promo.createdAt), promo.createdBy) },
          {
            label: f.customers,
            wide: true,
            value:
              promo.customers.length === 0
                ? t.everyCustomer
                : promo.customers
                    .map((customer) => `${customer.name} (${customer.documentNumber})`)
                    .join(', '),
          },
        ]}
      />
    </Paper>
  );
}

function PromoTotals({ totals }: { totals: PromoDetail['totals'] }) {
  const s = t.totals;
  const figures: [string, string][] = [
    [s.uses, String(totals.uses)],
    [s.givenBack, String(totals.givenBack)],
    [s.customers, String(totals.customers)],
    [s.sendAmount, formatSoles(totals.sendAmount)],
    [s.discount, formatSoles(totals.discount)],
  ];
  return (
    <Box
      component="dl"
      aria-label={s.label}
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {figures.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * /dashboard/promocion/:idPromocion: the coupon's data, totals, uses per day and every use; staff who may
 * edit change it or switch it on or off.
 */
export function PromoDetailScreen({
  promoId,
  title,
  canEdit,
  listHref,
  customerHref,
  orderHref,
}: PromoDetailScreenProps) {
  const validId = Number.isInteger(promoId) && promoId > 0;
  const detail = usePromo(validId ? promoId : 0, validId);
  const [dialog, setDialog] = useState<'edit' | 'active' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (detail.data) document.title = `${detail.data.promo.code} · ${title}`;
  }, [detail.data, title]);

  const back = (
    <Button component={RouterLink} to={listHref} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
      {t.back}
    </Button>
  );

  if (!validId || (detail.isError && isApiError(detail.error) && detail.error.status === 404)) {
    return <MissingRecord message={t.notFound}>{back}</MissingRecord>;
  }
  if (detail.isError) {
    return (
      <RetryAlert retryLabel={staffCouponsEs.common.retry} onRetry={() => void detail.refetch()}>
        {isApiError(detail.error) ? detail.error.message : t.loadFailed}
      </RetryAlert>
    );
  }
  if (detail.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={320} aria-label={staffCouponsEs.common.loading} />
      </Box>
    );
  }

  const { promo } = detail.data;
  const chartDays = usesPerDay(detail.data.perDay);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      {back}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h1" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {promo.code}
            </Typography>
            <PromoStateChip state={promo.state} />
          </Box>
          {promo.description && <Typography color="text.secondary">{promo.description}</Typography>}
        </Box>
        {canEdit && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setDialog('edit')}>
              {t.edit}
            </Button>
            <Button
              variant="outlined"
              color={promo.active ? 'error' : 'primary'}
              onClick={() => setDialog('active')}
            >
              {promo.active ? t.deactivate : t.activate}
            </Button>
          </Box>
        )}
      </Box>

      <PromoData detail={detail.data} />
      <PromoTotals totals={detail.data.totals} />
      <VerticalBarChart
        title={t.chart.title}
        description={t.chart.description}
        emptyText={t.chart.empty}
        formatTick={formatCountTick}
        bars={chartDays.map((point) => ({
          key: point.day,
          label: dayTickLabel(point.day),
          value: point.value,
          valueLabel: t.chart.bar(dayTickLabel(point.day), point.value),
        }))}
      />
      <PromoUsesTable promoId={promo.id} customerHref={customerHref} orderHref={orderHref} />

      {dialog === 'edit' && (
        <PromoFormDialog
          promo={promo}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice(t.saved);
          }}
        />
      )}
      {dialog === 'active' && (
        <PromoActiveDialog
          promo={promo}
          onClose={() => setDialog(null)}
          onDone={(saved) => {
            setDialog(null);
            setNotice(saved.active ? t.activated : t.deactivated);
          }}
        />
      )}
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
