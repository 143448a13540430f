import type { ResolvedLink } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { linkAnswer, proofAnswer } from './link-answer.ts';
import { actsForLink, type LinkDoor } from './open-link.ts';
import { openServableLink } from './servable-link.ts';

/**
 * `GET /api/order-link/codigo/{codigo}` and `GET /api/order-modification-link/{codigo}`
 * (docs/rules/order-links.md#lookup-answer). The code alone proves nothing (decision 070): the link's
 * customer, signed in or back with the session this link handed them, gets the link and goes on with that
 * session; anyone else, staff included, only learns whom to prove it as.
 */
export async function resolveLink(
  ctx: AppContext,
  code: string,
  door: LinkDoor,
  caller: Principal | null,
): Promise<ResolvedLink> {
  const { link, customer } = await openServableLink(ctx, code, door);
  if (caller && actsForLink(caller, link)) return linkAnswer(ctx, link, customer);
  return proofAnswer(link, customer);
}
