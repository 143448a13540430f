import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '@cambix/contract';
import { useState } from 'react';
import { ImageViewerDialog } from '@/components/ui/image-viewer-dialog.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useGenerateOrderFileUrl } from '../api/generate-order-file-url.ts';
import { isWordedError } from '../worded-error.ts';

const t = staffEs.detail.voucher;
const viewerLabels = { ...staffEs.documents.viewer, close: staffEs.common.close };

type FileKind = 'voucher' | 'payout_voucher';

/** Asks the browser to save the file behind a signed link (the server answers it as an attachment). */
function download(url: string) {
  const target = new URL(url, window.location.origin);
  target.searchParams.set('download', '1');
  const link = document.createElement('a');
  link.href = target.toString();
  link.download = '';
  link.rel = 'noopener';
  link.click();
}

/**
 * Opens one of the order's files through a short-lived link: an image in the viewer (zoom, rotate), a
 * PDF in a new tab, where the server's sandbox keeps any script in it away from Cambix (decision 078),
 * or saved as a file.
 */
export function OrderFileButton({
  order,
  kind,
  label,
  title,
}: {
  order: AdminOrder;
  kind: FileKind;
  label: string;
  title: string;
}) {
  const file = kind === 'voucher' ? order.voucher : order.payoutVoucher;
  const generate = useGenerateOrderFileUrl();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  if (!file) return null;
  const isPdf = file.mimeType === 'application/pdf';

  const open = () => {
    // The tab opens on the click (popup blockers allow it) and follows the signed link once it arrives.
    const tab = isPdf ? window.open('', '_blank') : null;
    generate.mutate(
      { orderId: order.id, kind },
      {
        onSuccess: ({ url }) => {
          if (!isPdf) setImageUrl(url);
          else if (tab) tab.location.href = url;
          else window.open(url, '_blank', 'noopener');
        },
        onError: () => tab?.close(),
      },
    );
  };
  const save = () => generate.mutate({ orderId: order.id, kind }, { onSuccess: ({ url }) => download(url) });

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={isPdf ? <OpenInNewIcon /> : <ImageOutlinedIcon />}
          onClick={open}
          loading={generate.isPending}
        >
          {isPdf && kind === 'voucher' ? t.openPdf : label}
        </Button>
        {isPdf && (
          <Button
            variant="text"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={save}
            disabled={generate.isPending}
          >
            {t.downloadPdf}
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t.uploadedAt(formatDateTime(file.uploadedAt))}
      </Typography>
      {generate.isError && (
        <Alert severity="error">{isWordedError(generate.error) ? generate.error.message : t.failed}</Alert>
      )}
      {imageUrl && (
        <ImageViewerDialog
          title={title}
          src={imageUrl}
          labels={viewerLabels}
          onClose={() => setImageUrl(null)}
        />
      )}
    </Box>
  );
}
