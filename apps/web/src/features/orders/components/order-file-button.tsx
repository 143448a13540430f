import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useGenerateFileUrl } from '../api/generate-file-url.ts';

/** Opens one of the order's files (the customer's voucher, Cambix's constancia) through its owner-only link. */
export function OrderFileButton({
  orderId,
  kind,
  label,
  size,
}: {
  orderId: number;
  kind: 'voucher' | 'payout_voucher';
  label: string;
  size?: ButtonProps['size'];
}) {
  const generate = useGenerateFileUrl();
  // The tab opens on the click (popup blockers allow it) and follows the signed link once it arrives.
  const open = () => {
    const tab = window.open('', '_blank');
    generate.mutate(
      { orderId, kind },
      {
        onSuccess: ({ url }) => {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
        },
        onError: () => tab?.close(),
      },
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant="outlined"
        size={size}
        startIcon={<OpenInNewIcon />}
        onClick={open}
        loading={generate.isPending}
      >
        {label}
      </Button>
      {generate.isError && (
        <Alert severity="error">
          {isApiError(generate.error) ? generate.error.message : customerEs.common.unexpectedError}
        </Alert>
      )}
    </Box>
  );
}
