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

/**
 * Opens one of the order's files through a short-lived link: an image in the viewer (zoom, rotate), a
 * PDF in a new tab.
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

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant="outlined"
        startIcon={isPdf ? <OpenInNewIcon /> : <ImageOutlinedIcon />}
        onClick={open}
        loading={generate.isPending}
      >
        {isPdf && kind === 'voucher' ? t.openPdf : label}
      </Button>
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
