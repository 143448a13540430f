import { FUNDS_ORIGINS, ORDER_STATUS, type Order } from '@cambix/contract';
import CloseIcon from '@mui/icons-material/Close';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { customerEs } from '@/i18n/customer.ts';
import { exchangeEs } from '@/i18n/exchange.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { invoiceQueryOf } from '../api/get-invoice.ts';
import { useOrder } from '../api/get-order.ts';
import { FacturaBuyerLine } from '../components/factura-buyer-line.tsx';
import { OrderFileButton } from '../components/order-file-button.tsx';
import { CustomerStatusChip } from '../components/order-status-chip.tsx';
import { ExchangeSummary } from '../new-order/exchange-summary.tsx';
import { QuoteSummary } from '../new-order/quote-summary.tsx';
import { FixOrderAction } from './fix-order-action.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';

const newOrderText = customerEs.newOrder;
/** The statuses after Pagos confirmed the payment. */
const PAYMENT_RECEIVED_STATUSES: number[] = [
  ORDER_STATUS.PENDIENTE_DEVOLUCION,
  ORDER_STATUS.OBSERVADA,
  ORDER_STATUS.TERMINADA,
];

const t = customerEs.orders;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Account({ label, bank, lines }: { label: string; bank: string; lines: string[] }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{bank}</Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

function OrderDetail({ order, newOrderPath }: { order: Order; newOrderPath: string }) {
  const [receiptOpen, setReceiptOpen] = useState(false);
  const destination = order.destination;
  const collection = order.collectionAccount;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <CustomerStatusChip status={order.status} size="medium" />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(order.createdAt)}
        </Typography>
      </Box>
      <Typography sx={{ mt: -2 }}>{customerEs.orderStatus.next[order.status]}</Typography>
      {order.note && <Alert severity={order.status === 2 ? 'error' : 'warning'}>{order.note}</Alert>}
      <FixOrderAction order={order} />
      {order.status === 0 && (
        <Button variant="contained" component={RouterLink} to={newOrderPath}>
          {t.continueOrder}
        </Button>
      )}
      <Section title={t.amounts}>
        {order.exchange ? (
          <ExchangeSummary
            {...order.exchange}
            // Finalized, its rate is fixed: referencial only while it waits for the payment.
            indicative={order.exchange.indicative && order.status === ORDER_STATUS.TEMPORAL}
            sendAmount={order.sendAmount}
            receiveAmount={order.receiveAmount}
          />
        ) : (
          <QuoteSummary quote={order.quote} />
        )}
        {order.fundsOrigin && (
          <Typography variant="body2">
            {exchangeEs.fundsOriginLine(
              order.fundsOriginDetail ??
                FUNDS_ORIGINS[order.fundsOrigin as keyof typeof FUNDS_ORIGINS] ??
                order.fundsOrigin,
            )}
          </Typography>
        )}
        {order.declarationSignedAt && (
          <Typography variant="body2">
            {exchangeEs.declarationSigned(formatDateTime(order.declarationSignedAt))}
          </Typography>
        )}
        {order.promoCode && <Typography variant="body2">{t.promo(order.promoCode)}</Typography>}
        {order.referralCode && <Typography variant="body2">{t.referralUsed(order.referralCode)}</Typography>}
      </Section>
      <Divider />
      <Section title={t.accounts}>
        <Account
          label={t.paidTo}
          bank={collection.bank.name}
          lines={[
            collection.holderName,
            `${collection.accountNumber} · ${exchangeEs.accountIn(exchangeEs.currencyName[collection.currency])}`,
          ]}
        />
        <Account
          label={t.receivedIn}
          bank={destination.bankName}
          lines={[
            ...(destination.alias ? [destination.alias] : []),
            `${destination.accountType} · ${destination.accountNumber} · ${exchangeEs.currencyName[destination.currency]}`,
            ...(destination.cci ? [`CCI ${destination.cci}`] : []),
            destination.holderName,
          ]}
        />
      </Section>
      <Divider />
      <Section title={t.voucher}>
        {order.customerOperationNumber && (
          <Typography variant="body2">
            {t.operationNumber}: {order.customerOperationNumber}
          </Typography>
        )}
        {order.voucher ? (
          <OrderFileButton orderId={order.id} kind="voucher" label={t.viewVoucher} />
        ) : order.paymentReference ? (
          <ReferencePayment order={order} reference={order.paymentReference} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t.noVoucher}
          </Typography>
        )}
      </Section>
      {(order.payoutVoucher || order.payoutOperationNumber) && (
        <>
          <Divider />
          <Section title={t.payoutVoucher}>
            {order.payoutOperationNumber && (
              <Typography variant="body2">
                {t.operationNumber}: {order.payoutOperationNumber}
              </Typography>
            )}
            {order.payoutVoucher && (
              <OrderFileButton orderId={order.id} kind="payout_voucher" label={t.viewPayoutVoucher} />
            )}
          </Section>
        </>
      )}
      {order.status === 5 && order.receipt && (
        <>
          <Divider />
          <Section title={t.receipt(order.receipt.tipo)}>
            {order.factura && <FacturaBuyerLine factura={order.factura} />}
            <Box>
              <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setReceiptOpen(true)}>
                {t.viewReceipt(order.receipt.tipo)}
              </Button>
            </Box>
          </Section>
          <ReceiptDialog
            query={receiptOpen ? invoiceQueryOf(order.receipt) : null}
            onClose={() => setReceiptOpen(false)}
          />
        </>
      )}
      <Divider />
      <Section title={t.timeline}>
        <OrderTimeline history={order.history} />
      </Section>
    </Box>
  );
}

export interface OrderDetailDrawerProps {
  code: string | null;
  onClose: () => void;
  newOrderPath: string;
}

/** One order in full, beside the list (a full-width sheet on a phone). */
export function OrderDetailDrawer({ code, onClose, newOrderPath }: OrderDetailDrawerProps) {
  const order = useOrder(code);
  return (
    <Drawer
      anchor="right"
      open={code !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 480 }, p: { xs: 2, sm: 3 } },
          'aria-labelledby': 'order-detail-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography id="order-detail-title" variant="h2" component="h2" sx={{ flex: 1 }}>
          {code ? t.detailTitle(code) : ''}
        </Typography>
        <IconButton aria-label={customerEs.common.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {order.isPending && code !== null && <Skeleton variant="rounded" height={360} />}
      {order.isError && (
        <Alert severity="error">
          {isApiError(order.error) ? order.error.message : customerEs.common.loadFailed}
        </Alert>
      )}
      {order.data && <OrderDetail order={order.data} newOrderPath={newOrderPath} />}
    </Drawer>
  );
}

/** Paid with the reference: received once Pagos (or the bank statement) confirmed it, else what to write. */
function ReferencePayment({ order, reference }: { order: Order; reference: string }) {
  const received = PAYMENT_RECEIVED_STATUSES.includes(order.status);
  if (received)
    return (
      <Alert severity="success">
        <AlertTitle>{newOrderText.paymentReceived}</AlertTitle>
        {newOrderText.paymentReceivedBody}
      </Alert>
    );
  return (
    <Typography variant="body2">
      {newOrderText.referenceLabel}: <strong>{reference}</strong>.{' '}
      {newOrderText.referenceInstruction(reference)}
    </Typography>
  );
}
