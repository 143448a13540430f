import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';
import { endOneSession } from '../../platform/security/sessions.ts';

/** Ends the caller's session: its tokens answer 401 from now on and its sockets close; other sessions stay. */
export async function logout(ctx: AppContext, principal: Principal): Promise<void> {
  await endOneSession(ctx.db, principal, ctx.now());
  await forgetPrincipal(ctx, principal.userId);
  ctx.events.publish({
    type: 'user.session-ended',
    userId: principal.userId,
    sessionId: principal.sessionId,
  });
}
