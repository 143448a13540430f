import type { Order } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useChoosePaymentReference } from '../api/choose-payment-reference.ts';
import { CopyButton } from '../components/copy-button.tsx';

const t = customerEs.newOrder;

/** The order's payment reference, large, with its copy button and what to do with it. */
export function ReferenceNotice({
  reference,
  onCopied,
}: {
  reference: string;
  onCopied: (ok: boolean) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={t.referenceLabel}
      sx={{ border: 1, borderColor: 'primary.main', borderRadius: 2, p: 2, display: 'grid', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t.referenceLabel}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          data-testid="payment-reference"
          sx={{ fontWeight: 800, fontSize: 28, letterSpacing: 4, fontFamily: 'monospace' }}
        >
          {reference}
        </Typography>
        <CopyButton value={reference} label={t.copy(t.referenceLabel.toLowerCase())} onCopied={onCopied} />
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{t.referenceInstruction(reference)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t.referenceDetail}
      </Typography>
    </Box>
  );
}

/** The offer to pay with a reference instead of a voucher; the server draws it. */
export function ReferenceChoice({ order }: { order: Order }) {
  const choose = useChoosePaymentReference();
  return (
    <Box sx={{ display: 'grid', gap: 1, borderTop: 1, borderColor: 'divider', pt: 2, mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{t.referenceOffer}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t.referenceOfferBody}
      </Typography>
      {choose.isError && (
        <Alert severity="error">{isApiError(choose.error) ? choose.error.message : t.referenceFailed}</Alert>
      )}
      <Button variant="outlined" loading={choose.isPending} onClick={() => choose.mutate(order.id)}>
        {t.chooseReference}
      </Button>
    </Box>
  );
}
