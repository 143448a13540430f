import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS, type AdminOrder } from '@cambix/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MissingRecord } from '@/components/layout/missing-record.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { useNow } from '@/lib/use-now.ts';
import { formatWaiting } from '../waiting-time.ts';
import { ComplianceSection, ExchangeSection } from './divisas-sections.tsx';
import { ExchangeChips } from './exchange-chips.tsx';
import { OrderActions } from './order-actions.tsx';
import {
  AmountsSection,
  CustomerSection,
  DestinationSection,
  HistorySection,
  PaymentSection,
  PayoutDoneSection,
  PayoutFromSection,
  ReceiptSection,
  VoucherSection,
} from './order-sections.tsx';
import { StaffOrderStatusChip } from './staff-order-status-chip.tsx';

const t = staffEs.detail;

/** Which screen shows the order: it decides what comes first (the voucher in Pagos, the account in Devoluciones). */
export type OrderDetailFocus = 'payment' | 'payout' | 'full';

export interface OrderDetailProps {
  orderId: number;
  focus: OrderDetailFocus;
  back: { href: string; label: string };
  customerHref(customerId: number): string;
  /** A partner order's client has no customer file: the section links to the partner's orders instead. */
  partnerOrdersHref(partnerId: number): string;
  /** A transition went through: the route decides where to go and how to say it. */
  onDone(message: string, order: AdminOrder): void;
  /** The page's title once the order is known (document.title). */
  onLoaded?(order: AdminOrder): void;
}

function BackButton({ back }: { back: OrderDetailProps['back'] }) {
  return (
    <Button component={RouterLink} to={back.href} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
      {back.label}
    </Button>
  );
}

function sections(order: AdminOrder, focus: OrderDetailFocus, customerHref: string) {
  const waitingPayout =
    order.status === ORDER_STATUS.PENDIENTE_DEVOLUCION || order.status === ORDER_STATUS.OBSERVADA;
  const paidOut = order.payoutOperationNumber !== null || order.payoutVoucher !== null;
  const customer = <CustomerSection key="customer" order={order} customerHref={customerHref} />;
  const amounts =
    order.kind === 'divisas' ? (
      <ExchangeSection key="amounts" order={order} />
    ) : (
      <AmountsSection key="amounts" order={order} />
    );
  const compliance = <ComplianceSection key="compliance" order={order} />;
  const payment = <PaymentSection key="payment" order={order} />;
  const voucher = <VoucherSection key="voucher" order={order} />;
  const destination = <DestinationSection key="destination" order={order} highlight={focus === 'payout'} />;
  const payoutFrom = waitingPayout ? <PayoutFromSection key="payoutFrom" order={order} /> : null;
  const payoutDone = paidOut ? <PayoutDoneSection key="payoutDone" order={order} /> : null;
  const receipt = order.receipt ? <ReceiptSection key="receipt" order={order} /> : null;
  const history = <HistorySection key="history" order={order} />;
  switch (focus) {
    case 'payment':
      return { main: [payment, voucher, destination], side: [customer, amounts, compliance, history] };
    case 'payout':
      return {
        main: [destination, payoutFrom, payoutDone, receipt],
        side: [customer, amounts, payment, voucher, compliance, history],
      };
    case 'full':
      return {
        main: [payment, voucher, destination, payoutFrom, payoutDone, receipt],
        side: [customer, amounts, compliance, history],
      };
  }
}

function OrderView({
  order,
  focus,
  back,
  customerHref,
  onDone,
  statusChanged,
  onStatusChanged,
}: Omit<OrderDetailProps, 'orderId' | 'onLoaded' | 'customerHref' | 'partnerOrdersHref'> & {
  order: AdminOrder;
  customerHref: string;
  statusChanged: boolean;
  onStatusChanged(): void;
}) {
  const now = useNow(60_000);
  const { main, side } = sections(order, focus, customerHref);
  const notes: ReactNode[] = [];
  if (order.rejectionReason)
    notes.push(
      <Alert key="rejection" severity="error">
        <strong>{t.rejectionReason}:</strong> {order.rejectionReason}
      </Alert>,
    );
  if (order.observedNote && order.status === ORDER_STATUS.OBSERVADA)
    notes.push(
      <Alert key="observed" severity="warning">
        <strong>{t.observedNote}:</strong> {order.observedNote}
      </Alert>,
    );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <BackButton back={back} />
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h1" component="h1">
              {t.title(order.code)}
            </Typography>
            <StaffOrderStatusChip order={order} size="medium" />
            {order.expiredAt && (
              <Typography color="text.secondary">
                {staffEs.closedTemporal.closedAt(formatDateTime(order.expiredAt))}
              </Typography>
            )}
            <ExchangeChips order={order} />
          </Box>
          <Typography color="text.secondary">
            {t.createdAt(formatDateTime(order.createdAt))} · {t.channel[order.channel] ?? order.channel} ·{' '}
            {t.inStatusSince(formatWaiting(order.statusSince, now))}
          </Typography>
        </Box>
        <OrderActions order={order} onDone={onDone} onStatusChanged={onStatusChanged} />
      </Box>
      {statusChanged && <Alert severity="warning">{staffEs.actions.statusChanged}</Alert>}
      {/* An unconfirmed destination is said where the account is shown (decision 072). */}
      {order.blockedReason && !order.destinationAwaitsConfirmation && (
        <Alert severity="info">{order.blockedReason}</Alert>
      )}
      {notes}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>{main}</Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>{side}</Box>
      </Box>
    </Box>
  );
}

/** One order for staff, with its sections and the actions allowed now; the three detail routes share it. */
export function OrderDetail({
  orderId,
  focus,
  back,
  customerHref,
  partnerOrdersHref,
  onDone,
  onLoaded,
}: OrderDetailProps) {
  const validId = Number.isInteger(orderId) && orderId > 0;
  const order = useAdminOrder(validId ? orderId : 0);
  const [statusChanged, setStatusChanged] = useState(false);
  const data = order.data;

  useEffect(() => {
    if (data) onLoaded?.(data);
  }, [data, onLoaded]);

  if (!validId || (order.isError && isApiError(order.error) && order.error.status === 404)) {
    return (
      <MissingRecord message={t.notFound}>
        <BackButton back={back} />
      </MissingRecord>
    );
  }
  if (!data && order.isError) {
    return (
      <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void order.refetch()}>
        {isApiError(order.error) ? order.error.message : staffEs.common.loadFailed}
      </RetryAlert>
    );
  }
  if (!data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-label={staffEs.common.loading}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  }
  return (
    <OrderView
      order={data}
      focus={focus}
      back={back}
      customerHref={data.partner ? partnerOrdersHref(data.partner.id) : customerHref(data.customer.id)}
      onDone={(message, updated) => {
        setStatusChanged(false);
        onDone(message, updated);
      }}
      statusChanged={statusChanged}
      onStatusChanged={() => setStatusChanged(true)}
    />
  );
}
