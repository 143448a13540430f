import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DataExport } from '@cambix/contract';
import { myDataEs } from '@/i18n/my-data.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useDownloadExport, useRequestExport } from '../api/my-data.ts';

const t = myDataEs.export;
const problemOf = (error: unknown) => (isApiError(error) ? error.message : t.failed);

/** Asks for the export, shows its progress while it is built, then the download until it expires. */
export function ExportCard({ latest }: { latest: DataExport | null }) {
  const request = useRequestExport();
  const download = useDownloadExport();
  const status = latest?.status;
  const busy = status === 'pendiente' || status === 'preparando';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" component="h3">
        {t.heading}
      </Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
      {busy && latest && (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Typography role="status">{t.preparing(latest.progress)}</Typography>
          <LinearProgress variant="determinate" value={latest.progress} aria-label={t.progressLabel} />
        </Box>
      )}
      {status === 'lista' && latest?.expiresAt && (
        <Alert severity="success">{t.ready(formatDateTime(latest.expiresAt))}</Alert>
      )}
      {status === 'vencida' && <Alert severity="info">{t.expired}</Alert>}
      {status === 'fallida' && <Alert severity="warning">{t.failed}</Alert>}
      {request.error && <Alert severity="error">{problemOf(request.error)}</Alert>}
      {download.error && <Alert severity="error">{problemOf(download.error)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {status === 'lista' && latest && (
          <Button
            variant="contained"
            disabled={download.isPending}
            onClick={() => download.mutate(latest.id)}
          >
            {t.download}
          </Button>
        )}
        {!busy && (
          <Button
            variant={status === 'lista' ? 'outlined' : 'contained'}
            disabled={request.isPending}
            onClick={() => request.mutate()}
          >
            {latest ? t.again : t.request}
          </Button>
        )}
      </Box>
    </Box>
  );
}
