import { selectIsLoggedIn, useSessionStore } from '@/features/auth';
import { DeadLinkNotice, type DeadLinkReason } from '@/features/orders';
import { paths } from '../../paths.ts';
import type { OrderLinkLookup, PageProps } from '../../routes.ts';

/**
 * An order link that no longer opens (unknown, expired or used), on the link's own path in the shell
 * without side nav (decision 097). A visitor signs in and lands in Historial.
 */
export default function DeadLinkPage({
  lookup = 'order',
  reason = 'not-found',
}: PageProps & { lookup?: OrderLinkLookup; reason?: DeadLinkReason }) {
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  return (
    <DeadLinkNotice
      reason={reason}
      isModification={lookup === 'modification'}
      ordersPath={paths.customer.orders}
      newOrderPath={paths.customer.newOrder()}
      signInPath={isLoggedIn ? null : `${paths.login}?next=${encodeURIComponent(paths.customer.orders)}`}
    />
  );
}
