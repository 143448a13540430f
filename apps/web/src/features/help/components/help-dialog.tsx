import EmailIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatWhatsapp, helpEs } from '@/i18n/help.ts';
import { usePublicContact } from '../api/get-public-contact.ts';
import { whatsappLink } from '../whatsapp-link.ts';

const t = helpEs.help;

export interface HelpDialogProps {
  open: boolean;
  onClose(): void;
  /** Who writes, for the prefilled WhatsApp message. */
  customerName: string | null;
}

/** "¿Necesitas ayuda?": WhatsApp with a message already written, and the help e-mail, from Ajustes. */
export function HelpDialog({ open, onClose, customerName }: HelpDialogProps) {
  const contact = usePublicContact();
  const channels = contact.data?.contact;
  const none = contact.isSuccess && !channels?.whatsapp && !channels?.email;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{none ? t.none : t.body}</Typography>
        <Stack spacing={1.5}>
          {channels?.whatsapp && (
            <Button
              variant="contained"
              color="success"
              startIcon={<WhatsAppIcon />}
              href={whatsappLink(channels.whatsapp, t.whatsappMessage(customerName))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.whatsapp} · {formatWhatsapp(channels.whatsapp)}
            </Button>
          )}
          {channels?.email && (
            <Button
              variant="outlined"
              startIcon={<EmailIcon />}
              href={`mailto:${channels.email}`}
              sx={{ textTransform: 'none' }}
            >
              {t.email} · {channels.email}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
