import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormCard } from '@/components/ui/form-card.tsx';
import { SignInLinkPanel } from '@/features/auth';
import { signInEs } from '@/i18n/sign-in.ts';
import { paths } from '../../paths.ts';

/**
 * The token comes after `#` (a browser never sends it to a server, so it is in no log); it is read once
 * and taken out of the address bar and the history.
 */
function useLinkToken(): string | null {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(hash.slice(1)) || null);
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return token;
}

/** A guest page: once the link signs the person in, the guards take them to their landing page. */
export default function SignInLinkPage() {
  const t = signInEs.link;
  const token = useLinkToken();
  const loginLink = (
    <Link className="cx-link" to={paths.login}>
      {t.backToLogin}
    </Link>
  );
  return (
    <FormCard title={t.heading} intro={token ? undefined : t.intro} footer={loginLink}>
      <SignInLinkPanel token={token} />
    </FormCard>
  );
}
