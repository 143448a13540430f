import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CREDIT_NOTE_MODULE,
  CREDIT_NOTE_REASON_CODES,
  type CreditNoteReasonCode,
  type DocumentSending,
  type Invoice,
  type InvoiceQuery,
} from '@cambix/contract';
import { useId, useState } from 'react';
import { SENDING_COLOR, useInvoice } from '@/features/orders';
import { useModuleAccess } from '@/features/staff-permissions';
import { customerEs } from '@/i18n/customer.ts';
import { staffReceiptsEs } from '@/i18n/staff-receipts.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';
import {
  useDownloadReceiptFile,
  useIssueCreditNote,
  type ReceiptDocument,
} from '../api/receipt-documents.ts';
import { NoticeSnackbar } from './notice-snackbar.tsx';

const t = staffReceiptsEs;
const states = customerEs.receipt.sending;

/** One document at SUNAT: its state, the CDR, the last error or answer, the next try and the downloads. */
function DocumentSendingBlock({
  title,
  sending,
  document,
}: {
  title: string;
  sending: DocumentSending;
  document: ReceiptDocument;
}) {
  const download = useDownloadReceiptFile();
  return (
    <Box
      role="group"
      aria-label={title}
      sx={{ display: 'grid', gap: 0.5, borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Chip size="small" color={SENDING_COLOR[sending.status]} label={states.status[sending.status]} />
      </Box>
      <Typography variant="body2">{sending.cdrCode !== null ? t.cdr(sending.cdrCode) : t.noCdr}</Typography>
      {sending.message && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {sending.message}
        </Typography>
      )}
      {sending.summaryId && (
        <Typography variant="body2" color="text.secondary">
          {states.summary(sending.summaryId)}
        </Typography>
      )}
      {sending.sentAt && (
        <Typography variant="body2" color="text.secondary">
          {t.lastTry(formatDateTime(sending.sentAt))}
        </Typography>
      )}
      {sending.status !== 'aceptada' && sending.status !== 'observada' && (
        <Typography variant="body2" color="text.secondary">
          {sending.nextAttemptAt ? t.nextTry(formatDateTime(sending.nextAttemptAt)) : t.noNextTry}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {sending.hasSignedXml && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate({ document, file: 'xml' })}
          >
            {t.downloadXml}
          </Button>
        )}
        {sending.hasCdr && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate({ document, file: 'cdr' })}
          >
            {t.downloadCdr}
          </Button>
        )}
      </Box>
      {download.isError && <Alert severity="error">{t.downloadFailed}</Alert>}
    </Box>
  );
}

function CreditNoteDialog({
  open,
  invoice,
  query,
  receiptId,
  onClose,
  onIssued,
}: {
  open: boolean;
  invoice: Invoice;
  query: InvoiceQuery;
  receiptId: number;
  onClose(): void;
  onIssued(number: string): void;
}) {
  const titleId = useId();
  const [reasonCode, setReasonCode] = useState<CreditNoteReasonCode>('01');
  const issue = useIssueCreditNote(query, receiptId);
  const boleta = `${invoice.serie}-${String(invoice.numero_recibo).padStart(8, '0')}`;
  const submit = () =>
    issue.mutate(reasonCode, {
      onSuccess: (note) => {
        onIssued(note.number);
        onClose();
      },
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t.issue.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {t.issue.body(invoice.tipo, boleta, formatCurrency(invoice.amount, invoice.currency))}
        </DialogContentText>
        <TextField
          select
          label={t.issue.reason}
          value={reasonCode}
          onChange={(event) => setReasonCode(event.target.value as CreditNoteReasonCode)}
        >
          {CREDIT_NOTE_REASON_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {t.reasons[code]}
            </MenuItem>
          ))}
        </TextField>
        {issue.error && (
          <Alert severity="error">{isApiError(issue.error) ? issue.error.message : t.downloadFailed}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.issue.cancel}</Button>
        <Button variant="contained" color="error" onClick={submit} disabled={issue.isPending}>
          {t.issue.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * On the staff order detail: the boleta and its nota de crédito at SUNAT (docs/rules/receipts.md#sending-to-sunat),
 * and the action that credits the boleta for whoever may pay out (docs/rules/receipts.md#issuing-a-credit-note).
 */
export function ReceiptSunat({ query }: { query: InvoiceQuery }) {
  const invoice = useInvoice(query).data;
  const { canEdit } = useModuleAccess(CREDIT_NOTE_MODULE);
  const [issuing, setIssuing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const sending = invoice?.sending;
  if (!invoice || !sending) return null;
  const note = sending.creditNote;
  const boleta = `${invoice.serie}-${String(invoice.numero_recibo).padStart(8, '0')}`;
  return (
    <Box data-print-hidden sx={{ display: 'grid', gap: 1.5 }}>
      <DocumentSendingBlock
        title={t.boleta}
        sending={sending}
        document={{ kind: 'boleta', id: sending.receiptId, number: boleta }}
      />
      {note && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <DocumentSendingBlock
            title={t.creditNote(note.number)}
            sending={note.sending}
            document={{ kind: 'credit-note', id: note.id, number: note.number }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ pl: 1.5 }}>
            {t.creditNoteInfo(
              invoice.tipo,
              note.reason,
              formatCurrency(note.amount, note.currency),
              note.issuedBy,
              formatDateTime(note.issuedAt),
            )}
          </Typography>
        </Box>
      )}
      {!note && canEdit && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setIssuing(true)}
          sx={{ justifySelf: 'start' }}
        >
          {t.issue.open}
        </Button>
      )}
      <CreditNoteDialog
        open={issuing}
        invoice={invoice}
        query={query}
        receiptId={sending.receiptId}
        onClose={() => setIssuing(false)}
        onIssued={(number) => setNotice(t.issue.done(number))}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
