import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '@cambix/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { InfoList } from '@/components/ui/info-list.tsx';
import { BankLogo } from '@/features/banks';
import { FacturaBuyerLine, invoiceQueryOf, QuoteSummary, ReceiptDialog } from '@/features/orders';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { staffOrderDivisasEs } from '@/i18n/staff-order-divisas.ts';
import { receivedMoney } from '../exchange-money.ts';
import { CopyValue } from './copy-value.tsx';
import { OrderFileButton } from './order-file-button.tsx';
import { OrderHistory } from './order-history.tsx';
import { ReceiptSunat } from './receipt-sunat.tsx';

const t = staffEs.detail;

export function Section({
  title,
  children,
  highlight = false,
}: {
  title: string;
  children: ReactNode;
  /** The section the screen is for (the destination account in Devoluciones). */
  highlight?: boolean;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
        ...(highlight ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const bankLine = (bank: AdminOrder['paymentBank']) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <BankLogo bank={bank} size={32} />
    <Typography sx={{ fontWeight: 600 }}>{bank.name}</Typography>
  </Box>
);

/** The customer, or a partner's client (no customer file: the link goes to the partner's orders). */
export function CustomerSection({ order, customerHref }: { order: AdminOrder; customerHref: string }) {
  const { customer, partner } = order;
  return (
    <Section title={t.sections.customer}>
      {partner && <Typography variant="body2">{t.customer.partnerClient(partner.name)}</Typography>}
      <InfoList
        items={[
          { label: t.customer.name, value: customer.name, wide: true },
          { label: t.customer.document, value: `${customer.documentType} ${customer.documentNumber}` },
          { label: t.customer.phone, value: customer.phone ?? staffEs.common.none },
          { label: t.customer.email, value: customer.email || staffEs.common.none, wide: true },
        ]}
      />
      <Link component={RouterLink} to={customerHref} sx={{ justifySelf: 'start' }}>
        {partner ? t.customer.openPartner(partner.name) : t.customer.open}
      </Link>
    </Section>
  );
}

export function AmountsSection({ order }: { order: AdminOrder }) {
  return (
    <Section title={t.sections.amounts}>
      <QuoteSummary quote={order.quote} labels={t.amountLabels} />
      {order.promoCode && <Typography variant="body2">{t.promo(order.promoCode)}</Typography>}
      {order.referralCode && <Typography variant="body2">{t.referral(order.referralCode)}</Typography>}
    </Section>
  );
}

export function PaymentSection({ order }: { order: AdminOrder }) {
  const collection = order.collectionAccount;
  return (
    <Section title={t.sections.payment}>
      {bankLine(order.paymentBank)}
      <InfoList
        items={[
          {
            label: t.payment.collection,
            value: `${collection.bank.shortName} · ${collection.accountNumber} · ${collection.holderName}`,
            wide: true,
          },
          { label: t.payment.operation, value: order.customerOperationNumber ?? staffEs.common.none },
          ...(order.incomingOperationNumber
            ? [{ label: t.payment.incoming, value: order.incomingOperationNumber }]
            : []),
          ...(order.thirdPartyPayer
            ? [
                {
                  label: t.payment.thirdPartyPayer,
                  value: [order.thirdPartyPayer.name, order.thirdPartyPayer.document]
                    .filter(Boolean)
                    .join(' · '),
                  wide: true,
                },
              ]
            : []),
        ]}
      />
      {order.approvedBy && order.approvedAt && (
        <Typography variant="body2" color="text.secondary">
          {t.payment.approvedBy(order.approvedBy.name, formatDateTime(order.approvedAt))}
        </Typography>
      )}
    </Section>
  );
}

export function VoucherSection({ order }: { order: AdminOrder }) {
  return (
    <Section title={t.sections.voucher}>
      {order.voucher ? (
        <OrderFileButton
          order={order}
          kind="voucher"
          label={t.voucher.open}
          title={t.voucher.title(order.code)}
        />
      ) : order.paymentReference ? (
        <Typography color="text.secondary">{t.voucher.byReference(order.paymentReference)}</Typography>
      ) : (
        <Typography color="text.secondary">{t.voucher.none}</Typography>
      )}
    </Section>
  );
}

export function DestinationSection({ order, highlight }: { order: AdminOrder; highlight: boolean }) {
  const destination = order.destination;
  const a = t.account;
  return (
    <Section title={t.sections.destination} highlight={highlight}>
      {order.destinationAwaitsConfirmation && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {a.awaitsConfirmation}
        </Alert>
      )}
      <InfoList
        items={[
          {
            label: a.amount,
            value: (
              <CopyValue label={a.amount} value={order.receiveAmount} shown={receivedMoney(order)} strong />
            ),
            wide: true,
          },
          { label: a.bank, value: <CopyValue label={a.bank} value={destination.bankName} /> },
          { label: a.type, value: <CopyValue label={a.type} value={destination.accountType} /> },
          { label: a.number, value: <CopyValue label={a.number} value={destination.accountNumber} /> },
          { label: a.holder, value: <CopyValue label={a.holder} value={destination.holderName} /> },
          {
            label: a.cci,
            value: destination.cci ? (
              <CopyValue label={a.cci} value={destination.cci} />
            ) : (
              staffEs.common.none
            ),
            // Twenty digits read and copied as one: they never break across lines.
            wide: true,
          },
          ...(destination.alias ? [{ label: a.alias, value: destination.alias }] : []),
        ]}
      />
    </Section>
  );
}

export function PayoutFromSection({ order }: { order: AdminOrder }) {
  const account = order.payoutAccount;
  return (
    <Section title={t.sections.payoutFrom}>
      {account ? (
        <>
          {bankLine(account.bank)}
          <InfoList
            items={[
              { label: t.account.number, value: account.accountNumber },
              { label: t.account.cci, value: account.cci },
              ...(account.currency !== 'PEN' || order.kind === 'divisas'
                ? [
                    {
                      label: staffOrderDivisasEs.currency,
                      value: staffOrderDivisasEs.currencyNames[account.currency],
                    },
                  ]
                : []),
              { label: t.account.holder, value: account.holderName, wide: true },
            ]}
          />
        </>
      ) : (
        <Alert severity="warning">
          {order.kind === 'divisas'
            ? staffOrderDivisasEs.noPayoutAccount(order.receiveCurrency)
            : t.account.noPayoutAccount}
        </Alert>
      )}
    </Section>
  );
}

export function PayoutDoneSection({ order }: { order: AdminOrder }) {
  return (
    <Section title={t.sections.payout}>
      <InfoList
        items={[{ label: t.payout.operation, value: order.payoutOperationNumber ?? staffEs.common.none }]}
      />
      {order.paidOutBy && order.paidOutAt && (
        <Typography variant="body2" color="text.secondary">
          {t.payout.paidBy(order.paidOutBy.name, formatDateTime(order.paidOutAt))}
        </Typography>
      )}
      <OrderFileButton
        order={order}
        kind="payout_voucher"
        label={t.voucher.openPayout}
        title={t.voucher.payoutTitle(order.code)}
      />
    </Section>
  );
}

export function ReceiptSection({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  if (!order.receipt) return null;
  return (
    <Section title={t.sections.receipt(order.receipt.tipo)}>
      <Typography sx={{ fontWeight: 700 }}>
        {t.receipt.number(order.receipt.serie, order.receipt.numero_recibo)}
      </Typography>
      {order.factura && <FacturaBuyerLine factura={order.factura} />}
      <ReceiptSunat query={invoiceQueryOf(order.receipt)} />
      <Button
        variant="outlined"
        startIcon={<ReceiptLongIcon />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        {t.receipt.open(order.receipt.tipo)}
      </Button>
      <ReceiptDialog query={open ? invoiceQueryOf(order.receipt) : null} onClose={() => setOpen(false)} />
    </Section>
  );
}

export function HistorySection({ order }: { order: AdminOrder }) {
  return (
    <Section title={t.sections.history}>
      <OrderHistory history={order.history} />
    </Section>
  );
}
