import type { InvoiceQuery } from '@cambix/contract';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import { useInvoice } from '../api/get-invoice.ts';

const t = customerEs.receipt;

// Printing shows the receipt alone: the app behind the dialog and the dialog's buttons stay off paper.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > *:not(.cx-receipt-dialog)': { display: 'none !important' },
        '.cx-receipt-dialog .MuiDialogActions-root': { display: 'none' },
        '.cx-receipt-dialog .MuiDialog-paper': { boxShadow: 'none', margin: 0, maxWidth: 'none' },
        '.cx-receipt-dialog .MuiBackdrop-root': { display: 'none' },
      },
    }}
  />
);

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The boleta of a TERMINADA order, printable (docs/rules/receipts.md#boleta). */
export function ReceiptDialog({ query, onClose }: { query: InvoiceQuery | null; onClose: () => void }) {
  const invoice = useInvoice(query);
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const data = invoice.data;
  return (
    <Dialog
      open={query !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      className="cx-receipt-dialog"
      aria-labelledby="receipt-title"
    >
      {query !== null && printStyles}
      <DialogContent>
        {invoice.isPending && <Skeleton variant="rounded" height={280} />}
        {invoice.isError && (
          <Alert severity="error">
            {isApiError(invoice.error) ? invoice.error.message : customerEs.common.loadFailed}
          </Alert>
        )}
        {data && (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Box>
                <Typography sx={{ fontWeight: 800 }}>{data.issuer.name}</Typography>
                <Typography variant="body2">{t.ruc(data.issuer.ruc)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {data.issuer.address}
                </Typography>
              </Box>
              <Box
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, textAlign: 'center' }}
              >
                <Typography id="receipt-title" variant="body2" sx={{ fontWeight: 700 }}>
                  {t.title}
                </Typography>
                <Typography sx={{ fontWeight: 800 }}>{t.number(data.serie, data.numero_recibo)}</Typography>
              </Box>
            </Box>
            <Divider />
            <Line label={t.customer} value={data.customer.name} />
            <Line
              label={t.document}
              value={`${data.customer.documentType} ${data.customer.documentNumber}`}
            />
            <Line label={t.date} value={formatDateTime(data.issuedAt)} />
            <Line label={t.description} value={`${data.description} · ${t.order(data.orderCode)}`} />
            <Divider />
            <Line
              label={t.total}
              value={data.currency === 'PEN' ? formatSoles(data.amount) : `US$ ${data.amount}`}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{customerEs.common.close}</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!data}>
          {customerEs.orders.print}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
