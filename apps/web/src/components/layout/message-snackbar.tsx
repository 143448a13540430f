import Snackbar from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';

/** A done action's short message for 4 s (where the theme puts toasts); null hides it. */
export function MessageSnackbar({
  message,
  onClose,
  sx,
}: {
  message: string | null;
  onClose: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Snackbar open={message !== null} autoHideDuration={4000} onClose={onClose} message={message} sx={sx} />
  );
}
