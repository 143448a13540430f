import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { staffEs } from '@/i18n/staff.ts';

/** The short "saved" confirmation at the bottom of the screen. */
export function SavedSnackbar({
  open,
  onClose,
  message = staffEs.staffSettings.saved,
}: {
  open: boolean;
  onClose: () => void;
  message?: string;
}) {
  return (
    <Snackbar open={open} autoHideDuration={4000} onClose={onClose}>
      <Alert severity="success" variant="filled" onClose={onClose}>
        {message}
      </Alert>
    </Snackbar>
  );
}
