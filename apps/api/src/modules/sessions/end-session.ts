import type { EndedSession } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';
import { endOneSession } from '../../platform/security/sessions.ts';
import { logout } from '../auth/index.ts';

/**
 * Ends one of the caller's open sessions: its tokens are refused from the next request and its sockets
 * close. Their own is a logout. A session that is not theirs, or no longer open, is not found: the same
 * answer either way, so an id tells nothing of anyone else's sessions.
 */
export async function endSession(
  ctx: AppContext,
  principal: Principal,
  sessionId: string,
): Promise<EndedSession> {
  if (sessionId === principal.sessionId) {
    await logout(ctx, principal);
    return { signedOut: true };
  }
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (tx) => {
    if (!(await endOneSession(tx, { userId: principal.userId, sessionId }, now))) return false;
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'user.session-end',
      targetType: 'session',
      targetId: sessionId,
    });
    return true;
  });
  if (!ended) throw new AppError('SESSION_NOT_FOUND');
  await forgetPrincipal(ctx, principal.userId);
  ctx.events.publish({ type: 'user.session-ended', userId: principal.userId, sessionId });
  return { signedOut: false };
}
