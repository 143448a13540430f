import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { CopyAndWhatsAppButtons } from '@/components/ui/copy-and-whatsapp-buttons.tsx';
import { copyText } from '@/lib/copy-text.ts';
import { staffEs } from '@/i18n/staff.ts';
import { firstName, whatsappHref } from './share.ts';

const t = staffEs.orderLinks;

export interface ShareActionsProps {
  url: string;
  customerName: string;
  phone?: string | null;
  /** Icon buttons (table rows) or labelled buttons (the link just made). */
  compact?: boolean;
  onCopied(ok: boolean): void;
}

/** Copy the link, or open WhatsApp with a message that carries it. */
export function ShareActions({
  url,
  customerName,
  phone = null,
  compact = false,
  onCopied,
}: ShareActionsProps) {
  const href = whatsappHref(url, firstName(customerName), phone);
  const copy = () => void copyText(url).then(onCopied);
  if (compact) {
    return (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Tooltip title={t.copy}>
          <IconButton size="small" aria-label={t.copy} onClick={copy}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t.whatsapp}>
          <IconButton
            size="small"
            aria-label={t.whatsapp}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <CopyAndWhatsAppButtons copyLabel={t.copy} whatsappLabel={t.whatsapp} whatsappHref={href} onCopy={copy} />
  );
}
