import { matchAppRoute } from '../routes.ts';
import { decideAccess, type AccessDecision, type GuardSession } from './decide-access.ts';

/**
 * Where a redirect ends. Guards chain (a Cliente on a staff page goes to /login, whose guard sends a signed-in
 * person to their landing page); following the chain here sends the person straight to its end, so the pages
 * in between never flash on screen. A hop that waits (a session loading, a link being looked up) stops it.
 */
export function followRedirects(first: AccessDecision, session: GuardSession): AccessDecision {
  let decision = first;
  for (let hop = 0; hop < 4 && decision.kind === 'redirect'; hop++) {
    const target = new URL(decision.to, 'http://cambix.invalid');
    const { route, params } = matchAppRoute(target.pathname);
    const next = decideAccess(route, session, params, target.search);
    if (next.kind !== 'redirect') return decision;
    decision = next;
  }
  return decision;
}
