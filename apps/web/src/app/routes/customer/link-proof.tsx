import { useLocation, useNavigate } from 'react-router';
import { logout, selectIsLoggedIn, useSessionStore } from '@/features/auth';
import { LinkProof } from '@/features/orders';
import { completeLinkProof } from '../../guards/resolve-order-link.ts';
import { linkKey, useOrderLinkStore } from '../../guards/order-link-state.ts';
import { paths } from '../../paths.ts';
import type { OrderLinkLookup, PageProps } from '../../routes.ts';

/**
 * The proof step the guards ask for before an order link opens (decision 073), shown on the link's own
 * path in the shell without side nav. Signing in instead comes back here (`?next=`), where the customer's
 * own session opens the link.
 */
export default function LinkProofPage({
  params,
  lookup = 'order',
}: PageProps & { lookup?: OrderLinkLookup }) {
  const code = params.codigo?.toUpperCase() ?? '';
  const link = useOrderLinkStore((state) => {
    const resolution = state.links[linkKey(lookup, code)];
    return resolution?.status === 'needs-proof' ? resolution.link : null;
  });
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!link?.proof) return null;

  const signIn = () => {
    // Whoever is signed in here is not the link's customer: they sign in as themselves.
    if (isLoggedIn) logout();
    void navigate(`${paths.login}?next=${encodeURIComponent(pathname)}`);
  };

  return (
    <LinkProof
      code={code}
      kind={link.kind}
      expiresAt={link.expiresAt}
      firstName={link.proof.firstName}
      maskedEmail={link.proof.maskedEmail}
      onProved={(proved) => completeLinkProof(lookup, code, proved)}
      onSignIn={signIn}
    />
  );
}
