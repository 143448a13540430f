import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { es } from '@/i18n/es.ts';
import { closeModal, useModalStore, type ModalType } from '../modal-store.ts';

const LOOK: Record<
  ModalType,
  { Icon: typeof NotificationsNoneIcon; color: 'primary' | 'success' | 'warning' | 'error' }
> = {
  default: { Icon: NotificationsNoneIcon, color: 'primary' },
  success: { Icon: CheckCircleOutlineIcon, color: 'success' },
  alert: { Icon: WarningAmberIcon, color: 'warning' },
  error: { Icon: ErrorOutlineIcon, color: 'error' },
};

/**
 * The notification modal (docs/rules/notifications.md#the-modal): closes on Escape, the close button and a
 * click on the backdrop.
 */
export function NotificationModal() {
  const modal = useModalStore();
  const navigate = useNavigate();
  const titleId = useId();
  const { Icon, color } = LOOK[modal.type];

  function follow() {
    if (modal.link?.kind === 'internal') void navigate(modal.link.path);
    if (modal.closeOnAction) closeModal();
  }

  return (
    <Dialog open={modal.show} onClose={closeModal} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 7 }}>
        <Icon color={color} />
        <Box component="span">{modal.title}</Box>
      </DialogTitle>
      <IconButton
        aria-label={es.modal.close}
        onClick={closeModal}
        sx={{ position: 'absolute', right: 10, top: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {modal.subtitle && (
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {modal.subtitle}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{modal.message}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {modal.link?.kind === 'external' && (
          <Button
            variant="contained"
            href={modal.link.href}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
            onClick={follow}
          >
            {modal.linkText}
          </Button>
        )}
        {modal.link?.kind === 'internal' && (
          <Button variant="contained" onClick={follow}>
            {modal.linkText}
          </Button>
        )}
        {!modal.link && (
          <Button variant="contained" onClick={closeModal}>
            {es.modal.close}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
