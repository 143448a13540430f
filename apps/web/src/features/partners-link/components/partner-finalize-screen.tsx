import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassDisabledIcon from '@mui/icons-material/HourglassDisabledOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRate, isPast, type PartnerLinkView, type ReceiptKind } from '@cambix/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { CustomerStatusChip, FacturaBuyerLine, VoucherUploader } from '@/features/orders';
import { customerEs } from '@/i18n/customer.ts';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatTime } from '@/lib/dates.ts';
import { formatCurrency, formatSoles } from '@/lib/money.ts';
import { useNow } from '@/lib/use-now.ts';
import {
  partnerLinkKeys,
  uploadVoucherByPartnerLink,
  useDownloadPartnerLinkReceipt,
  usePartnerLink,
} from '../api/partner-link.ts';
import { CopyRow } from './copy-row.tsx';
import { FinalizeForm } from './finalize-form.tsx';
import { Card } from './link-card.tsx';

const t = partnersEs.finalize;

/** A link that cannot be used: not found, or expired (with who to ask for a new one). */
function Notice({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', display: 'grid', gap: 1 }}
    >
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>{icon}</Box>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
    </Paper>
  );
}

/**
 * A dollar order's lock: until when the rate holds, or that it ran out (the partner makes a new order); the
 * server judges it when the client finalizes. An indicative order has none: its rate is fixed at finalize
 * (docs/rules/exchange.md#indicative-quotes).
 */
function LockNote({ view, lapsed }: { view: PartnerLinkView; lapsed: boolean }) {
  const { exchange, status, finalizedAt } = view.order;
  if (!exchange || status !== 0 || finalizedAt !== null) return null;
  if (exchange.lockedUntil === null) return <Alert severity="info">{t.indicative}</Alert>;
  if (lapsed) return <Alert severity="warning">{t.lockExpired(view.partnerName)}</Alert>;
  return <Alert severity="info">{t.lockUntil(formatTime(exchange.lockedUntil))}</Alert>;
}

/** Whether a dollar order's lock has run out, by the server's clock (decision 215), checked every second. */
function useLockLapsed(view: PartnerLinkView): boolean {
  const now = useNow(1000);
  const lockedUntil = view.order.exchange?.lockedUntil ?? null;
  return lockedUntil !== null && isPast(lockedUntil, now);
}

function Amounts({ view }: { view: PartnerLinkView }) {
  const { exchange } = view.order;
  // A dollar order has no commission: its rate stands where the fee would (docs/rules/partners.md#dollar-orders).
  const rows = [
    { label: t.amounts.send, shown: formatCurrency(view.order.sendAmount, view.order.sendCurrency) },
    exchange
      ? { label: t.amounts.rate, shown: formatRate(exchange.rate) }
      : { label: t.amounts.fee, shown: formatSoles(view.order.finalFee) },
  ];
  // The destination line goes after the list: a <dl> holds only its terms and values (issue 34).
  return (
    <Box sx={{ display: 'grid', rowGap: 1 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 0.5 }}
      >
        {rows.map(({ label, shown }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {shown}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 800, pt: 0.5, borderTop: 1, borderColor: 'divider' }}>
          {t.amounts.receive}
        </Typography>
        <Typography
          component="dd"
          sx={{
            m: 0,
            pt: 0.5,
            borderTop: 1,
            borderColor: 'divider',
            textAlign: 'right',
            fontWeight: 800,
            fontSize: '1.25rem',
          }}
        >
          {formatCurrency(view.order.receiveAmount, view.order.currency)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t.destination(view.order.destination.bankName, view.order.destination.maskedAccount)}
      </Typography>
      {view.order.factura && (
        <FacturaBuyerLine factura={view.order.factura} withKind color="text.secondary" />
      )}
    </Box>
  );
}

/** The boleta or factura once paid out: the client has no account, so this page is where they get it. */
function ReceiptDownload({
  code,
  receipt,
  kind,
  isDollars,
}: {
  code: string;
  receipt: string;
  /** A factura when the order names its buyer (decision 213), shown with the amounts. */
  kind: ReceiptKind;
  /** A dollar order has no commission: its receipt is the operation's. */
  isDollars: boolean;
}) {
  const download = useDownloadPartnerLinkReceipt(code);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography>
        {(isDollars ? t.receiptLeadDollars : t.receiptLead)(kind)}{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {receipt}
        </Box>
        .
      </Typography>
      <Button
        variant="outlined"
        startIcon={<PdfIcon />}
        loading={download.isPending}
        onClick={() => download.mutate(receipt)}
      >
        {t.downloadReceipt(kind)}
      </Button>
      <ErrorSnackbar open={download.isError} onClose={() => download.reset()}>
        {isApiError(download.error) ? download.error.message : t.downloadFailed(kind)}
      </ErrorSnackbar>
    </Box>
  );
}

/** After finalizing, or when reopened: the status in the customer's words, asked again every 20 s. */
function LiveStatus({ code, view }: { code: string; view: PartnerLinkView }) {
  const { order } = view;
  return (
    <Card label={t.statusTitle}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h3" component="h2">
          {t.statusTitle}
        </Typography>
        <CustomerStatusChip status={order.status} size="medium" />
      </Box>
      <Typography>{customerEs.orderStatus.next[order.status]}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t.code(order.code)}
        {order.finalizedAt && ` · ${t.finalizedAt(formatDateTime(order.finalizedAt))}`}
        {order.paidOutAt && ` · ${t.paidOutAt(formatDateTime(order.paidOutAt))}`}
      </Typography>
      {order.receipt && (
        <ReceiptDownload
          code={code}
          receipt={order.receipt}
          kind={order.factura ? 'factura' : 'boleta'}
          isDollars={order.exchange !== null}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {t.statusLive}
      </Typography>
    </Card>
  );
}

/**
 * /externo/finalizar-orden/:codigo: the partner's client, with no session, sees the amounts and the Cambix
 * account to pay into, uploads the voucher and finalizes; afterwards (or when reopened) the live status.
 */
export function PartnerFinalizeScreen({ code }: { code: string }) {
  const link = usePartnerLink(code);

  if (link.isPending)
    return <Skeleton variant="rounded" height={420} aria-label={partnersEs.common.loading} />;
  if (link.isError) {
    const { error } = link;
    // A code that is no link: unknown (404) or not even the shape of one (the server's validation, 400).
    const notFound =
      isApiError(error) && (error.code === 'PARTNER_LINK_NOT_FOUND' || error.code === 'VALIDATION_FAILED');
    if (notFound) return <Notice icon={<LinkOffIcon />} title={t.notFound} body={t.notFoundBody} />;
    return (
      <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void link.refetch()}>
        {error.message}
      </RetryAlert>
    );
  }

  const view = link.data;
  const greeting = (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {view.partnerName}
      </Typography>
      <Typography variant="h1" component="h1">
        {t.hello(view.clientFirstName)}
      </Typography>
      <Typography color="text.secondary">{t.intro(view.partnerName)}</Typography>
    </Box>
  );

  if (view.state === 'vencida')
    return (
      <Notice icon={<HourglassDisabledIcon />} title={t.expiredTitle} body={t.expired(view.partnerName)} />
    );

  if (view.state === 'usada')
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {greeting}
        {view.order.status === 1 && (
          <Alert severity="success" icon={<CheckCircleIcon />}>
            {t.done}
          </Alert>
        )}
        <LiveStatus code={code} view={view} />
        <Card>
          <Amounts view={view} />
        </Card>
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {greeting}
      <Card>
        <Amounts view={view} />
      </Card>
      <PayAndFinalize code={code} view={view} />
    </Box>
  );
}

/**
 * How to pay, the voucher and "Finalizar". Once a dollar order's lock ran out, no new payment is asked for and
 * nothing can be finalized; a voucher may still be added, and stays on the order (docs/rules/partners.md).
 */
function PayAndFinalize({ code, view }: { code: string; view: PartnerLinkView }) {
  const queryClient = useQueryClient();
  const lapsed = useLockLapsed(view);
  const account = view.order.collectionAccount;
  return (
    <>
      <LockNote view={view} lapsed={lapsed} />
      {!lapsed && (
        <Card label={t.payTitle}>
          <Typography variant="h3" component="h2">
            {t.payTitle}
          </Typography>
          <Box>
            <CopyRow label={t.bank} value={account.bank.name} />
            <CopyRow label={t.accountNumber} value={account.accountNumber} />
            <CopyRow label={t.cci} value={account.cci} />
            <CopyRow label={t.holder} value={account.holderName} />
            <CopyRow
              label={t.amount}
              value={view.order.sendAmount}
              shown={formatCurrency(view.order.sendAmount, view.order.sendCurrency)}
            />
          </Box>
          {view.paymentSteps.length > 0 && (
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t.stepsTitle(account.bank.shortName)}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
                {view.paymentSteps.map((step, index) => (
                  <li key={index}>
                    <Typography>{step}</Typography>
                  </li>
                ))}
              </Box>
            </Box>
          )}
          {/* A dollar order's deadline is its lock, said above; the link's own hours would only confuse. */}
          {!view.order.exchange && (
            <Typography variant="body2" color="text.secondary">
              {t.expires(formatDateTime(view.expiresAt))}
            </Typography>
          )}
        </Card>
      )}
      <VoucherUploader
        hasVoucher={view.order.hasVoucher}
        initialOperationNumber={view.order.operationNumber ?? ''}
        upload={(image, operationNumber, onProgress) =>
          uploadVoucherByPartnerLink(code, image, operationNumber, onProgress)
        }
        onUploaded={(updated) => queryClient.setQueryData(partnerLinkKeys.view(code), updated)}
        askOperationNumber={false}
      />
      {!lapsed && <FinalizeForm key={view.order.operationNumber ?? ''} code={code} view={view} />}
    </>
  );
}
