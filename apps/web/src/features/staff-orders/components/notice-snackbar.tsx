import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A transition's outcome, said once after the screen changed. */
export function NoticeSnackbar({ notice, onClose }: { notice: string | null; onClose(): void }) {
  return (
    <Snackbar open={notice !== null} autoHideDuration={6000} onClose={onClose}>
      <Alert severity="success" variant="filled" onClose={onClose}>
        {notice}
      </Alert>
    </Snackbar>
  );
}
