import type { DocumentType, IdentityDocument, IdentityDocumentKind } from '@cambix/contract';
import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { sendImage } from '../api/send-image.ts';
import { compressImage } from '../image-compression.ts';

const t = customerEs.photo;

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'error'; message: string };

export interface PhotoCaptureProps {
  kind: IdentityDocumentKind;
  /** The customer's registered document, which the photo's title names. */
  documentType: DocumentType;
  /** Which camera the phone opens: the back one for the DNI, the front one for the selfie. */
  capture: 'environment' | 'user';
  uploaded: IdentityDocument | undefined;
  onUploaded: (document: IdentityDocument) => void;
  /** Shown when the step was submitted without this photo. */
  missing?: boolean;
}

/**
 * One identity photo: the phone's camera (or a file), compressed here, uploaded with a progress bar,
 * previewed, and taken again if needed. The last good photo stays on screen if a retake fails.
 */
export function PhotoCapture({
  kind,
  documentType,
  capture,
  uploaded,
  onUploaded,
  missing = false,
}: PhotoCaptureProps) {
  const label = t.kinds(documentType)[kind];
  const inputId = useId();
  const statusId = useId();
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = phase.kind === 'preparing' || phase.kind === 'uploading';

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) {
      setPhase({ kind: 'error', message: t.notAnImage });
      return;
    }
    setPhase({ kind: 'preparing' });
    const image = await compressImage(file);
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const document = await sendImage(kind, image, (fraction) =>
        setPhase({ kind: 'uploading', percent: Math.min(99, Math.round(fraction * 100)) }),
      );
      setLocalPreview(URL.createObjectURL(image));
      setPhase({ kind: 'idle' });
      onUploaded(document);
    } catch (error) {
      setPhase({
        kind: 'error',
        message: isApiError(error) ? error.message : customerEs.common.unexpectedError,
      });
    }
  }

  const preview = localPreview ?? uploaded?.url ?? null;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={headingId}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
        borderColor: missing && !uploaded ? 'error.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {label}
        </Typography>
        {uploaded && !busy && (
          <Typography
            variant="body2"
            sx={{ color: 'success.main', display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <CheckCircleIcon fontSize="small" /> {t.uploaded}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          aspectRatio: capture === 'user' ? '4 / 3' : '8 / 5',
          borderRadius: 1.5,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={t.previewAlt(label)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <CameraAltOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        )}
      </Box>
      <Box id={statusId} aria-live="polite">
        {phase.kind === 'preparing' && (
          <>
            <LinearProgress aria-label={t.preparing} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t.preparing}
            </Typography>
          </>
        )}
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
        {phase.kind === 'idle' && missing && !uploaded && (
          <Typography variant="body2" color="error">
            {t.missing}
          </Typography>
        )}
      </Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture={capture}
        aria-label={t.input(label)}
        onChange={(event) => void choose(event)}
        disabled={busy}
        hidden
      />
      <Button
        variant={uploaded ? 'outlined' : 'contained'}
        startIcon={uploaded ? <ReplayIcon /> : <CameraAltOutlinedIcon />}
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-describedby={statusId}
      >
        {uploaded ? t.retake : t.take}
      </Button>
    </Paper>
  );
}
