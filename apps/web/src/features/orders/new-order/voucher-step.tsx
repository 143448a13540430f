import type { Order } from '@cambix/contract';
import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { compressImage } from '@/features/identity';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { uploadVoucher } from '../api/upload-voucher.ts';

const t = customerEs.newOrder;

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'error'; message: string };

/** Images and PDF, the types the server takes for a voucher. */
export const isVoucherFile = (file: File): boolean =>
  file.type === '' || file.type.startsWith('image/') || file.type === 'application/pdf';

/** Sends the voucher: the customer's own order by default, or through an order link. */
export type VoucherUpload<T = Order> = (
  image: Blob,
  operationNumber: string,
  onProgress: (fraction: number) => void,
) => Promise<T>;

export interface VoucherStepProps {
  order: Order;
  onUploaded: (order: Order) => void;
  /** Absent where there is no step before (an observed order was paid already). */
  onBack?: () => void;
  upload?: VoucherUpload;
}

/** Step 3: drop, choose or photograph the voucher, preview it, and upload it (compressed) with progress. */
export function VoucherStep({
  order,
  onUploaded,
  onBack,
  upload = (image, operation, onProgress) => uploadVoucher(order.id, image, operation, onProgress),
}: VoucherStepProps) {
  return (
    <VoucherUploader
      hasVoucher={order.voucher !== null}
      initialOperationNumber={order.customerOperationNumber ?? ''}
      upload={upload}
      onUploaded={onUploaded}
      onContinue={() => onUploaded(order)}
      onBack={onBack}
    />
  );
}

export interface VoucherUploaderProps<T> {
  /** A voucher is there already: say so, and let the person go on without another. */
  hasVoucher: boolean;
  initialOperationNumber: string;
  upload: VoucherUpload<T>;
  onUploaded: (result: T) => void;
  onContinue?: () => void;
  onBack?: () => void;
  /** The optional operation number beside the file; off where the page asks for it on its own. */
  askOperationNumber?: boolean;
}

/**
 * Drop, choose or photograph a voucher (images or PDF, the server's types), preview it and upload it
 * (images compressed) with progress; the customer's order, its link, or a partner's finalize link.
 */
export function VoucherUploader<T>({
  hasVoucher,
  initialOperationNumber,
  upload: send,
  onUploaded,
  onContinue,
  onBack,
  askOperationNumber = true,
}: VoucherUploaderProps<T>) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [operationNumber, setOperationNumber] = useState(initialOperationNumber);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [missing, setMissing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const busy = phase.kind === 'preparing' || phase.kind === 'uploading';

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (!isVoucherFile(chosen)) {
      setPhase({ kind: 'error', message: t.notAFile });
      return;
    }
    setFile(chosen);
    setMissing(false);
    setPhase({ kind: 'idle' });
    setPreview(chosen.type === 'application/pdf' ? null : URL.createObjectURL(chosen));
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files[0]);
  }

  async function upload() {
    if (!file) {
      setMissing(true);
      return;
    }
    setPhase({ kind: 'preparing' });
    const body = file.type === 'application/pdf' ? file : await compressImage(file);
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const updated = await send(body, operationNumber, (fraction) =>
        setPhase({ kind: 'uploading', percent: Math.min(99, Math.round(fraction * 100)) }),
      );
      setPhase({ kind: 'idle' });
      setFile(null);
      setPreview(null);
      onUploaded(updated);
    } catch (error) {
      setPhase({
        kind: 'error',
        message: isApiError(error) ? error.message : customerEs.common.unexpectedError,
      });
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2, maxWidth: 640 }}>
      <Box>
        <Typography variant="h3" component="h2">
          {t.voucherHeading}
        </Typography>
        <Typography color="text.secondary">{t.voucherIntro}</Typography>
      </Box>
      {hasVoucher && !file && (
        <Alert severity="success" icon={<CheckCircleIcon />}>
          {t.voucherReceived}
        </Alert>
      )}
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: missing ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.selected' : 'action.hover',
          borderRadius: 2,
          minHeight: 180,
          display: 'grid',
          placeItems: 'center',
          p: 2,
          textAlign: 'center',
          overflow: 'hidden',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={t.previewAlt}
            sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 1 }}
          />
        ) : file ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PictureAsPdfOutlinedIcon color="error" /> {t.pdfChosen(file.name)}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
            <UploadFileIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
            <Typography color="text.secondary">{dragging ? t.dropActive : t.drop}</Typography>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={busy}
        >
          {t.chooseFile}
        </Button>
        <Button
          variant="outlined"
          startIcon={<CameraAltOutlinedIcon />}
          onClick={() => cameraInput.current?.click()}
          disabled={busy}
        >
          {t.takePhoto}
        </Button>
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept="image/*,application/pdf"
        aria-label={t.fileInput}
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t.cameraInput}
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {askOperationNumber && (
        <TextField
          label={`${t.operationNumber} ${customerEs.common.optional}`}
          value={operationNumber}
          onChange={(event) => setOperationNumber(event.target.value)}
          helperText={t.operationHint}
          slotProps={{ htmlInput: { maxLength: 40, inputMode: 'numeric' } }}
        />
      )}
      <Box id={statusId} aria-live="polite">
        {phase.kind === 'preparing' && <LinearProgress aria-label={t.preparing} />}
        {phase.kind === 'uploading' && (
          <>
            <LinearProgress
              variant="determinate"
              value={phase.percent}
              aria-label={t.uploading(phase.percent)}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t.uploading(phase.percent)}
            </Typography>
          </>
        )}
        {phase.kind === 'error' && <Alert severity="error">{phase.message}</Alert>}
        {missing && <Alert severity="warning">{t.voucherMissing}</Alert>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {onBack ? (
          <Button onClick={onBack} disabled={busy}>
            {customerEs.common.back}
          </Button>
        ) : (
          <span />
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          {hasVoucher && !file && onContinue && (
            <Button variant="outlined" onClick={onContinue}>
              {customerEs.common.continue}
            </Button>
          )}
          {(!hasVoucher || file || busy) && (
            <Button
              variant="contained"
              onClick={() => void upload()}
              loading={busy}
              aria-describedby={statusId}
            >
              {t.upload}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
