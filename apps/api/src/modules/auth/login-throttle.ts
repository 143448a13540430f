import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { loginThrottle } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Five failures within 15 minutes lock the identifier for 15 minutes, known account or not. */
export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;

function keyOf(identifier: string): string {
  return crypto.createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex');
}

export async function assertNotThrottled(ctx: AppContext, identifier: string): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, keyOf(identifier)));
  const now = ctx.now();
  if (row?.blockedUntil && row.blockedUntil > now) {
    const minutes = Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 60_000);
    throw new AppError('AUTH_THROTTLED', {
      message: `Demasiados intentos fallidos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`,
      extra: { retryAfterSeconds: Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000) },
    });
  }
}

export async function recordFailure(ctx: AppContext, identifier: string): Promise<void> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  // One statement, so concurrent failures on several instances all count.
  await ctx.db
    .insert(loginThrottle)
    .values({ key: keyOf(identifier), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
        blockedUntil: sql`case when ${loginThrottle.windowStartedAt} >= ${windowStart} and ${loginThrottle.failures} + 1 >= ${MAX_FAILURES} then ${lockUntil} else ${loginThrottle.blockedUntil} end`,
      },
    });
}

export async function clearFailures(ctx: AppContext, identifier: string): Promise<void> {
  await ctx.db.delete(loginThrottle).where(eq(loginThrottle.key, keyOf(identifier)));
}
