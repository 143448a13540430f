import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { sessions } from '../db/schema/index.ts';
import type { Principal } from '../http/access.ts';

/** How stale a session's "last seen" may be: a write a minute at most per session, never one per request. */
export const LAST_SEEN_PRECISION_MS = 60_000;

// Per instance: when each session's row was last known written, so most requests cost no query at all.
const writtenAt = new WeakMap<AppContext, Map<string, number>>();
// Marks older than the precision tell nothing; past this many they are swept.
const SWEEP_ABOVE = 10_000;

function marksOf(ctx: AppContext): Map<string, number> {
  let marks = writtenAt.get(ctx);
  if (!marks) {
    marks = new Map();
    writtenAt.set(ctx, marks);
  }
  return marks;
}

function sweep(marks: Map<string, number>, now: number): void {
  if (marks.size <= SWEEP_ABOVE) return;
  for (const [id, at] of marks) if (now - at >= LAST_SEEN_PRECISION_MS) marks.delete(id);
}

/**
 * Records that the session made a request, and from which address: once `LAST_SEEN_PRECISION_MS` has
 * passed since it was last written (the boundary itself writes). An instance that has not yet written the
 * session asks the row once; another instance's recent write counts too.
 */
export async function noteSessionSeen(
  ctx: AppContext,
  principal: Principal,
  request: FastifyRequest,
): Promise<void> {
  const marks = marksOf(ctx);
  const now = ctx.now();
  const known = marks.get(principal.sessionId);
  if (known !== undefined && now.getTime() - known < LAST_SEEN_PRECISION_MS) return;
  const due = new Date(now.getTime() - LAST_SEEN_PRECISION_MS);
  const [written] = await ctx.db
    .update(sessions)
    .set({ lastSeenAt: now, address: request.ip })
    .where(
      and(
        eq(sessions.id, principal.sessionId),
        or(isNull(sessions.lastSeenAt), lte(sessions.lastSeenAt, due)),
      ),
    )
    .returning({ at: sessions.lastSeenAt });
  let at = written?.at;
  if (!at) {
    const [row] = await ctx.db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.id, principal.sessionId));
    at = row?.at ?? now;
  }
  marks.set(principal.sessionId, at.getTime());
  sweep(marks, now.getTime());
}
