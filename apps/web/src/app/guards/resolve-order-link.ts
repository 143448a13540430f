import { orderLinkEndpoints, type ResolvedLink } from '@cambix/contract';
import { signInWithToken, useSessionStore } from '@/features/auth';
import { apiCall } from '@/lib/api-client.ts';
import type { OrderLinkLookup } from '../routes.ts';
import { linkKey, setLinkResolution } from './order-link-state.ts';

const inFlight = new Map<string, Promise<void>>();

async function run(lookup: OrderLinkLookup, code: string, key: string): Promise<void> {
  setLinkResolution(key, { status: 'resolving' });
  const endpoint =
    lookup === 'modification' ? orderLinkEndpoints.resolveModification : orderLinkEndpoints.resolve;
  let link: ResolvedLink;
  try {
    link = await apiCall(endpoint, { params: { codigo: code } });
  } catch {
    setLinkResolution(key, { status: 'failed' });
    return;
  }
  const owner = link.user ?? link.order?.user ?? null;
  if (owner?.token && useSessionStore.getState().user?.dni !== owner.dni) {
    // Nobody, or someone else, is signed in here: the link's customer takes over (spec 5).
    if (!(await signInWithToken(owner.token))) {
      setLinkResolution(key, { status: 'failed' });
      return;
    }
  }
  const dni = owner ? (useSessionStore.getState().user?.dni ?? owner.dni) : null;
  setLinkResolution(key, { status: 'resolved', dni, link });
}

/**
 * Spec 5, before any other guard of an order-link route: the link is looked up; not successful, the
 * guards send the person to /login; when it carries a customer's token and this tab is not signed in as
 * that customer (same document), the token is used to sign in, and a failure there logs out.
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
