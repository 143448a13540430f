import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { OPERATION_NUMBER_MAX_LENGTH, type AdminOrder } from '@cambix/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import type { ApiError } from '@/lib/api-client.ts';
import { receivedMoney } from '../exchange-money.ts';
import type { OrderActionRequest } from '../api/use-order-action.ts';

const t = staffEs.actions.payout;

/** The types the server keeps for a payout voucher (images re-encoded, PDF kept: decision 039); 10 MB like the customer's voucher. */
export const PAYOUT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const PAYOUT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be the payout voucher, or null when it can. */
export function payoutFileProblem(file: File): string | null {
  if (!(PAYOUT_FILE_TYPES as readonly string[]).includes(file.type)) return t.notAnImage;
  if (file.size > PAYOUT_FILE_MAX_BYTES) return t.tooLarge;
  return null;
}

export interface PayoutDialogProps {
  order: AdminOrder;
  pending: boolean;
  error: ApiError | null;
  onConfirm(request: OrderActionRequest): void;
  onClose(): void;
}

/** Records the payout: the transfer's voucher image (previewed) and its operation number. */
export function PayoutDialog({ order, pending, error, onConfirm, onClose }: PayoutDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const fileInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [operationNumber, setOperationNumber] = useState('');
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [operationMissing, setOperationMissing] = useState(false);
  const [percent, setPercent] = useState(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = payoutFileProblem(file);
    setImageProblem(problem);
    if (problem) return;
    setImage(file);
    setPreview(file.type === 'application/pdf' ? null : URL.createObjectURL(file));
  };

  const submit = () => {
    const noImage = image === null;
    const noOperation = !operationNumber.trim();
    if (noImage) setImageProblem(t.imageRequired);
    setOperationMissing(noOperation);
    if (noImage || noOperation) return;
    setPercent(0);
    onConfirm({
      action: 'payout',
      image,
      operationNumber: operationNumber.trim(),
      onProgress: (fraction) => setPercent(Math.min(99, Math.round(fraction * 100))),
    });
  };

  const operationError = operationMissing ? t.operationRequired : error?.fields.operationNumber;
  const generalError = error && !error.fields.operationNumber ? error.message : null;

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {staffEs.detail.title(order.code)} · {staffEs.detail.account.amount}:{' '}
          <strong>{receivedMoney(order)}</strong> → {order.destination.bankName}{' '}
          {order.destination.accountNumber}
        </DialogContentText>
        <DialogContentText>{t.body}</DialogContentText>
        {generalError && <Alert severity="error">{generalError}</Alert>}
        <Box
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: imageProblem ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            borderRadius: 2,
            minHeight: 160,
            display: 'grid',
            placeItems: 'center',
            p: 2,
            textAlign: 'center',
          }}
        >
          {preview ? (
            <Box component="img" src={preview} alt={t.previewAlt} sx={{ maxWidth: '100%', maxHeight: 280 }} />
          ) : image ? (
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <PictureAsPdfOutlinedIcon color="error" /> {t.pdfChosen(image.name)}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
              <UploadFileIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
              <Typography color="text.secondary">{t.image}</Typography>
            </Box>
          )}
        </Box>
        {imageProblem && (
          <Typography role="alert" variant="body2" color="error">
            {imageProblem}
          </Typography>
        )}
        <Box>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={pending}
          >
            {image ? t.change : t.choose}
          </Button>
        </Box>
        <input
          ref={fileInput}
          type="file"
          accept={PAYOUT_FILE_TYPES.join(',')}
          aria-label={t.fileInput}
          hidden
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <TextField
          fullWidth
          label={t.operation}
          required
          value={operationNumber}
          onChange={(event) => {
            setOperationNumber(event.target.value);
            if (operationMissing) setOperationMissing(false);
          }}
          error={Boolean(operationError)}
          helperText={operationError ?? ' '}
          slotProps={{ htmlInput: { maxLength: OPERATION_NUMBER_MAX_LENGTH } }}
        />
        {pending && (
          <Box>
            <LinearProgress variant="determinate" value={percent} />
            <Typography variant="caption" color="text.secondary">
              {t.sending(percent)}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {staffEs.common.cancel}
        </Button>
        <Button variant="contained" onClick={submit} loading={pending}>
          {staffEs.actions.name.payout}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
