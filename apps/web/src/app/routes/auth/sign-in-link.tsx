import { normalizeRoleName, type Session } from '@cambix/contract';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormCard } from '@/components/ui/form-card.tsx';
import { SignInLinkPanel } from '@/features/auth';
import { signInEs } from '@/i18n/sign-in.ts';
import { landingPathFor } from '../../guards/landing.ts';
import { paths } from '../../paths.ts';

/** The token comes after `#` (never sent to a server, so never in a log); it leaves the address bar at once. */
function useLinkToken(): string | null {
  const { hash, pathname } = useLocation();
  const [token] = useState(() => {
    const value = decodeURIComponent(hash.slice(1));
    if (value) window.history.replaceState(window.history.state, '', pathname);
    return value || null;
  });
  return token;
}

export default function SignInLinkPage() {
  const t = signInEs.link;
  const navigate = useNavigate();
  const token = useLinkToken();
  const onSignedIn = useCallback(
    (session: Session) =>
      navigate(landingPathFor(normalizeRoleName(session.user.rol.name)), { replace: true }),
    [navigate],
  );
  const loginLink = (
    <Link className="cx-link" to={paths.login}>
      {t.backToLogin}
    </Link>
  );
  return (
    <FormCard title={t.heading} intro={token ? undefined : t.intro} footer={token ? undefined : loginLink}>
      <SignInLinkPanel token={token} onSignedIn={onSignedIn} loginLink={loginLink} />
    </FormCard>
  );
}
