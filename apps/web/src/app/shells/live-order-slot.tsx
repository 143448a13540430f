import { lazy, Suspense } from 'react';
import { selectRole, useSessionStore } from '@/features/auth';

// Loaded apart, so the shells stay light and the socket client comes only with a customer's session.
const LiveOrderUpdates = lazy(() => import('./live-order-updates.ts'));

/**
 * A customer's screens follow their orders live (decision 100); a session bound to an order link has no
 * socket (decision 070), and nobody else's screens listen here.
 */
export function LiveOrderSlot() {
  const listens = useSessionStore(
    (state) => state.token !== null && state.link === null && selectRole(state) === 'Cliente',
  );
  if (!listens) return null;
  return (
    <Suspense fallback={null}>
      <LiveOrderUpdates />
    </Suspense>
  );
}
