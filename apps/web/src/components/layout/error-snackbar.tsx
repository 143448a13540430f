import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';

/** A failure that leaves the screen as it was (an export), said for 6 s where the theme puts toasts. */
export function ErrorSnackbar({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Snackbar open={open} autoHideDuration={6000} onClose={onClose}>
      <Alert severity="error" onClose={onClose} variant="filled">
        {children}
      </Alert>
    </Snackbar>
  );
}
