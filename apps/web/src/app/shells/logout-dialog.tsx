import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { logout } from '@/features/auth';
import { es } from '@/i18n/es.ts';

/** The customer shell's Salir confirmation (docs/rules/screens.md#shells), texts verbatim. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ pt: 3 }}>
        {es.session.confirmLogout}
      </DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="outlined" onClick={onClose} autoFocus>
          {es.session.confirmNo}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            logout();
          }}
        >
          {es.session.confirmYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
