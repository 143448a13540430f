import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ImageViewerDialog } from '@/components/ui/image-viewer-dialog.tsx';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { isApiError } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/api-download.ts';
import { useDownloadAttachment } from '../api/download-attachment.ts';

const t = staffCashOutEs.attachment;

/**
 * Opens a movement's support with the staff member's token: an image in the viewer (read from memory, so
 * no script runs), anything else (a PDF) saved as a file.
 */
export function AttachmentButton({ movementId, compact = false }: { movementId: number; compact?: boolean }) {
  const download = useDownloadAttachment();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  useEffect(() => () => void (imageUrl && URL.revokeObjectURL(imageUrl)), [imageUrl]);

  const open = () =>
    download.mutate(movementId, {
      onSuccess: (file) => {
        if (file.blob.type.startsWith('image/')) setImageUrl(URL.createObjectURL(file.blob));
        else saveFile(file);
      },
    });

  return (
    <Box sx={{ display: 'grid', justifyItems: 'start' }}>
      {compact ? (
        <Tooltip title={t.open}>
          <IconButton
            size="small"
            color="primary"
            aria-label={t.open}
            onClick={open}
            loading={download.isPending}
          >
            <AttachFileIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          variant="text"
          startIcon={<AttachFileIcon />}
          onClick={open}
          loading={download.isPending}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t.open}
        </Button>
      )}
      {download.isError && (
        <Typography variant="caption" color="error" role="alert">
          {isApiError(download.error) ? download.error.message : t.failed}
        </Typography>
      )}
      {imageUrl && (
        <ImageViewerDialog
          title={t.title(movementId)}
          src={imageUrl}
          labels={t.viewer}
          onClose={() => setImageUrl(null)}
        />
      )}
    </Box>
  );
}
