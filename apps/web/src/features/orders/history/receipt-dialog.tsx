import {
  formatRate,
  IGV_TREATMENT_TEXTS,
  type Invoice,
  type InvoiceQuery,
  isPositiveMoney,
} from '@cambix/contract';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { customerEs } from '@/i18n/customer.ts';
import { exchangeEs } from '@/i18n/exchange.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDate, formatTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { ReceiptQr } from './receipt-qr.tsx';

const t = customerEs.receipt;

// Printing shows the receipt alone: the app behind the dialog and the dialog's buttons stay off paper.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > *:not(.cx-receipt-dialog)': { display: 'none !important' },
        '.cx-receipt-dialog .MuiDialogActions-root': { display: 'none' },
        '.cx-receipt-dialog [data-print-hidden]': { display: 'none' },
        '.cx-receipt-dialog .MuiDialog-paper': { boxShadow: 'none', margin: 0, maxWidth: 'none' },
        '.cx-receipt-dialog .MuiBackdrop-root': { display: 'none' },
      },
    }}
  />
);

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography
        variant="body2"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 800 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: strong ? 800 : 600, textAlign: 'right', whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The issuer and SUNAT's box: RUC, kind of document and its number. */
function ReceiptHeader({ data }: { data: Invoice }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>{data.issuer.name}</Typography>
        {data.issuer.address && (
          <Typography variant="body2" color="text.secondary">
            {data.issuer.address}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: 'text.primary',
          borderRadius: 1,
          textAlign: 'center',
          flex: '1 1 220px',
          maxWidth: { sm: 260 },
          overflow: 'hidden',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 700, pt: 1 }}>
          {data.issuer.ruc ? t.ruc(data.issuer.ruc) : t.noRuc}
        </Typography>
        <Typography
          id="receipt-title"
          variant="body2"
          sx={{ fontWeight: 700, bgcolor: 'action.hover', py: 0.5, my: 0.5 }}
        >
          {t.heading(data.tipo)}
        </Typography>
        <Typography sx={{ fontWeight: 800, pb: 1 }}>{t.number(data.serie, data.numero_recibo)}</Typography>
      </Box>
    </Box>
  );
}

export const SENDING_COLOR = {
  pendiente: 'warning',
  enviada: 'info',
  aceptada: 'success',
  observada: 'warning',
  rechazada: 'error',
} as const satisfies Record<
  NonNullable<Invoice['sending']>['status'],
  'warning' | 'info' | 'success' | 'error'
>;

/** What SUNAT's provider answered: staff only (the server sends it to nobody else). */
function SendingStatus({ sending }: { sending: NonNullable<Invoice['sending']> }) {
  const color = SENDING_COLOR[sending.status];
  return (
    <Box data-print-hidden sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t.sending.title}
      </Typography>
      <Chip size="small" color={color} label={t.sending.status[sending.status]} />
      {sending.message && (
        <Typography variant="body2" color="text.secondary">
          {sending.message}
        </Typography>
      )}
      {sending.ticket && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.sending.ticket(sending.ticket)}
        </Typography>
      )}
      {sending.summaryId && (
        <Typography variant="body2" color="text.secondary">
          {t.sending.summary(sending.summaryId)}
        </Typography>
      )}
    </Box>
  );
}

/** The boleta's printed representation, as the server's PDF draws it too. */
function ReceiptBody({ data }: { data: Invoice }) {
  const money = (amount: string) => formatCurrency(amount, data.currency);
  const op = data.operation;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ReceiptHeader data={data} />
      {data.sending && <SendingStatus sending={data.sending} />}
      <Divider />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
        <Box>
          <Line label={t.customer(data.tipo)} value={data.customer.name} />
          <Line label={data.customer.documentType} value={data.customer.documentNumber} />
          <Line label={t.orderLabel} value={data.orderCode} />
        </Box>
        <Box>
          <Line label={t.date} value={formatDate(data.issuedAt)} />
          <Line label={t.time} value={formatTime(data.issuedAt)} />
          <Line label={t.currency} value={t.currencyName[data.currency]} />
        </Box>
      </Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': { px: 1, py: 0.75, typography: 'body2', verticalAlign: 'top' },
        }}
      >
        <Box component="thead" sx={{ bgcolor: 'action.hover' }}>
          <tr>
            <Box component="th" sx={{ textAlign: 'left', width: 48 }}>
              {t.quantity}
            </Box>
            <Box component="th" sx={{ textAlign: 'left' }}>
              {t.description}
            </Box>
            <Box component="th" sx={{ textAlign: 'right' }}>
              {t.amount}
            </Box>
          </tr>
        </Box>
        <tbody>
          <tr>
            <td>1</td>
            <td>
              {data.description}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {`${t.service} · ${t.order(data.orderCode)} · ${IGV_TREATMENT_TEXTS[data.igvTreatment].note}`}
              </Typography>
            </td>
            <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {money(data.amount)}
            </Box>
          </tr>
        </tbody>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        <Box sx={{ order: { xs: 2, sm: 1 } }}>
          <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
            {t.operation}
          </Typography>
          <Line label={t.sent} value={formatCurrency(op.sendAmount, op.sendCurrency)} />
          {op.direction && op.rate ? (
            <Line label={exchangeEs.direction[op.direction]} value={formatRate(op.rate)} />
          ) : (
            <>
              <Line label={t.fee} value={money(op.fee)} />
              {isPositiveMoney(op.discount) && <Line label={t.discount} value={`-${money(op.discount)}`} />}
              {isPositiveMoney(op.interbankFee) && (
                <Line label={t.interbankFee} value={money(op.interbankFee)} />
              )}
            </>
          )}
          <Line
            label={t.received(op.destinationBankName)}
            value={formatCurrency(op.receiveAmount, op.receiveCurrency)}
          />
        </Box>
        <Box sx={{ order: { xs: 1, sm: 2 } }}>
          <Line label={IGV_TREATMENT_TEXTS[data.igvTreatment].base} value={money(data.taxableAmount)} />
          <Line label={t.igv(data.igvPercent)} value={money(data.igvAmount)} />
          <Divider sx={{ my: 0.5 }} />
          <Line label={t.total} value={money(data.amount)} strong />
          <Typography
            variant="caption"
            sx={{ display: 'block', textAlign: 'right', fontWeight: 700, mt: 0.5 }}
          >
            {data.amountInWords}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ReceiptQr rows={data.qr.rows} label={t.qr(data.tipo)} />
        <Box sx={{ flex: '1 1 180px' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t.printed(data.tipo)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t.qrHint}
          </Typography>
          {data.hash && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {t.hash(data.hash)}
            </Typography>
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {t.consult}{' '}
            <Link href={data.consultationUrl} target="_blank" rel="noopener noreferrer">
              {data.consultationUrl}
            </Link>
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/** The boleta or factura of a TERMINADA order, printable and as a PDF (docs/rules/receipts.md#boleta). */
export function ReceiptDialog({ query, onClose }: { query: InvoiceQuery | null; onClose: () => void }) {
  const invoice = useInvoice(query);
  const pdf = useDownloadInvoicePdf();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const data = invoice.data;
  return (
    <Dialog
      open={query !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      className="cx-receipt-dialog"
      aria-labelledby="receipt-title"
    >
      {query !== null && printStyles}
      <DialogContent>
        {invoice.isPending && <Skeleton variant="rounded" height={420} />}
        {invoice.isError && (
          <Alert severity="error">
            {isApiError(invoice.error) ? invoice.error.message : customerEs.common.loadFailed}
          </Alert>
        )}
        {data && <ReceiptBody data={data} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{customerEs.common.close}</Button>
        <Button
          variant="outlined"
          startIcon={<PdfIcon />}
          loading={pdf.isPending}
          onClick={() => query && pdf.mutate(query)}
          disabled={!data}
        >
          {t.downloadPdf}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!data}>
          {customerEs.orders.print}
        </Button>
      </DialogActions>
      <ErrorSnackbar open={pdf.isError} onClose={() => pdf.reset()}>
        {isApiError(pdf.error) ? pdf.error.message : t.downloadFailed}
      </ErrorSnackbar>
    </Dialog>
  );
}
