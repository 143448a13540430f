import { useNavigate } from 'react-router';
import { LinkProof } from '@/features/orders';
import { logout, selectIsLoggedIn, useSessionStore } from '@/features/auth';
import { completeLinkProof } from '../guards/resolve-order-link.ts';
import { useLinkToProve } from '../guards/order-link-state.ts';
import { paths } from '../paths.ts';
import type { AppRoute, OrderLinkLookup } from '../routes.ts';
import FreeShell from './free-shell.tsx';

export interface LinkProofViewProps {
  route: AppRoute;
  pathname: string;
  lookup: OrderLinkLookup;
  code: string;
}

/**
 * The proof step the guards ask for before an order link opens (decision 073), in the shell without side
 * nav. Signing in instead comes back here (`?next=`), where the customer's own session opens the link.
 */
export default function LinkProofView({ route, pathname, lookup, code }: LinkProofViewProps) {
  const link = useLinkToProve(lookup, code);
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const navigate = useNavigate();
  if (!link?.proof) return null;

  const signIn = () => {
    // Whoever is signed in here is not the link's customer: they sign in as themselves.
    if (isLoggedIn) logout();
    void navigate(`${paths.login}?next=${encodeURIComponent(pathname)}`);
  };

  return (
    <FreeShell route={route} pathname={pathname} anonymous>
      <LinkProof
        code={code}
        kind={link.kind}
        expiresAt={link.expiresAt}
        firstName={link.proof.firstName}
        maskedEmail={link.proof.maskedEmail}
        onProved={(proved) => completeLinkProof(lookup, code, proved)}
        onSignIn={signIn}
      />
    </FreeShell>
  );
}
