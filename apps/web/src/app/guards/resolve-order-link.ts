import { orderLinkEndpoints, type ResolvedLink } from '@cambix/contract';
import { logout, signInWithToken, useSessionStore } from '@/features/auth';
import type { DeadLinkReason } from '@/features/orders';
import { apiCall, isApiError } from '@/lib/api-client.ts';
import type { OrderLinkLookup } from '../routes.ts';
import { linkKey, setLinkResolution } from './order-link-state.ts';

const inFlight = new Map<string, Promise<void>>();

/** The server tells an expired and a used link apart by their codes; anything else could not be obtained. */
function deadLinkReason(error: unknown): DeadLinkReason {
  if (isApiError(error) && error.code === 'ORDER_LINK_EXPIRED') return 'expired';
  if (isApiError(error) && error.code === 'ORDER_LINK_USED') return 'used';
  return 'not-found';
}

const signedInDni = (): string | null => useSessionStore.getState().user?.dni ?? null;

async function run(lookup: OrderLinkLookup, code: string, key: string): Promise<void> {
  setLinkResolution(key, { status: 'resolving' });
  const endpoint =
    lookup === 'modification' ? orderLinkEndpoints.resolveModification : orderLinkEndpoints.resolve;
  let link: ResolvedLink;
  try {
    link = await apiCall(endpoint, { params: { codigo: code } });
  } catch (error) {
    // A session bound to this link ends with it.
    if (useSessionStore.getState().link?.code.toUpperCase() === code.toUpperCase()) logout();
    setLinkResolution(key, { status: 'failed', reason: deadLinkReason(error) });
    return;
  }
  // The link's customer (their own session, or this link's) goes on; anyone else proves it first.
  setLinkResolution(key, { status: link.proof ? 'needs-proof' : 'resolved', dni: signedInDni(), link });
}

/**
 * docs/rules/route-guards.md#order-link-routes, before any other guard of an order-link route: the link is
 * looked up; not successful, the guards send the person to /login. The code alone signs nobody in (decision
 * 070): unless this tab is already the link's customer, the answer only says whom to prove it as, and the
 * proof step follows.
 */
export function resolveOrderLink(lookup: OrderLinkLookup, code: string): Promise<void> {
  const key = linkKey(lookup, code);
  let running = inFlight.get(key);
  if (!running) {
    running = run(lookup, code, key).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

/**
 * The proof step succeeded: the session the link handed over signs this tab in (the user is fetched with
 * it first, docs/rules/route-guards.md#order-link-routes) and the link counts as resolved for that customer.
 * False when signing in failed.
 */
export async function completeLinkProof(
  lookup: OrderLinkLookup,
  code: string,
  link: ResolvedLink,
): Promise<boolean> {
  const token = link.user?.token ?? link.order?.user.token;
  if (!token || !(await signInWithToken(token))) {
    setLinkResolution(linkKey(lookup, code), { status: 'failed', reason: 'not-found' });
    return false;
  }
  setLinkResolution(linkKey(lookup, code), { status: 'resolved', dni: signedInDni(), link });
  return true;
}
