import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { sessions } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';

/** Ends the caller's session: its tokens answer 401 from now on and its sockets close; other sessions stay. */
export async function logout(ctx: AppContext, principal: Principal): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(sessions.id, principal.sessionId),
        eq(sessions.userId, principal.userId),
        isNull(sessions.revokedAt),
      ),
    );
  await forgetPrincipal(ctx, principal.userId);
  ctx.events.publish({
    type: 'user.session-ended',
    userId: principal.userId,
    sessionId: principal.sessionId,
  });
}
