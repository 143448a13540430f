import type { Callers } from '@cambix/contract';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Principal } from './access.ts';
import { principalStanding } from './principal-standing.ts';

/**
 * A customer with terms or privacy to accept again reaches only what lets them do it (decision 167): reading
 * the session, accepting, signing out. Routes any client reaches without a session, and link-bound sessions
 * (one order, handed over by its link), are not held.
 */
export async function assertConsentsCurrent(
  ctx: AppContext,
  principal: Principal,
  callers: Callers,
): Promise<void> {
  if (principal.role !== 'Cliente' || principal.link || callers.beforeConsent) return;
  if (callers.access.kind === 'anyClient') return;
  const standing = await principalStanding(ctx, principal.userId);
  if (standing && standing.pendingConsents.length > 0) throw new AppError('CONSENT_REQUIRED');
}
