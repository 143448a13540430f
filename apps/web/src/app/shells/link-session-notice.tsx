import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { logout, selectSessionLink, useSessionStore } from '@/features/auth';
import { customerEs } from '@/i18n/customer.ts';
import { linkPagePath } from '../guards/link-page.ts';
import { paths } from '../paths.ts';

const t = customerEs.linkSession;

/**
 * A session bound to an order link finishes that link's order only (decision 073): it says so, and signing
 * in (as themselves, back to this link) opens the rest of the account.
 */
export function LinkSessionNotice() {
  const link = useSessionStore(selectSessionLink);
  const navigate = useNavigate();
  if (!link) return null;
  const signIn = () => {
    logout();
    void navigate(`${paths.login}?next=${encodeURIComponent(linkPagePath(link))}`);
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={signIn} sx={{ whiteSpace: 'nowrap' }}>
          {t.signIn}
        </Button>
      }
    >
      {t.notice} {t.signInHint}
    </Alert>
  );
}
