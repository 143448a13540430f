import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface CopyAndWhatsAppButtonsProps {
  copyLabel: string;
  whatsappLabel: string;
  /** The wa.me address with the message already in it. */
  whatsappHref: string;
  onCopy(): void;
}

/** Copy a link, or open WhatsApp (in a new tab) with a message that carries it. */
export function CopyAndWhatsAppButtons({
  copyLabel,
  whatsappLabel,
  whatsappHref,
  onCopy,
}: CopyAndWhatsAppButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={onCopy}>
        {copyLabel}
      </Button>
      <Button
        variant="outlined"
        color="success"
        startIcon={<WhatsAppIcon />}
        component="a"
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
      >
        {whatsappLabel}
      </Button>
    </Box>
  );
}
