import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { sessions } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { recordSecondFactor } from '../../platform/security/sessions.ts';
import { getSettings } from '../settings/index.ts';
import { factorsOf, methodsOf, secondFactorRequired } from './factors.ts';

/**
 * Step-up (issue 30): a sensitive action passes when the caller's session proved a second factor at most
 * `security.stepUpMinutes` ago (exactly then still passes), as the session row records it. Anyone with a
 * factor is asked, and staff the setting binds even without one (they are told to enrol).
 */
export async function assertRecentSecondFactor(ctx: AppContext, principal: Principal): Promise<void> {
  const factors = await factorsOf(ctx.db, principal.userId);
  if (factors.length === 0 && !(await secondFactorRequired(ctx, principal.role))) return;
  const [session] = await ctx.db
    .select({ secondFactorAt: sessions.secondFactorAt })
    .from(sessions)
    .where(and(eq(sessions.id, principal.sessionId), eq(sessions.userId, principal.userId)));
  const { stepUpMinutes } = await getSettings(ctx, 'security');
  const verifiedAt = session?.secondFactorAt;
  if (verifiedAt && ctx.now().getTime() - verifiedAt.getTime() <= stepUpMinutes * 60_000) return;
  throw new AppError('STEP_UP_REQUIRED', { extra: { methods: methodsOf(factors) } });
}

/** Records on the session row that it proved the second factor now. */
export async function markSecondFactor(ctx: AppContext, principal: Principal): Promise<Date> {
  const now = ctx.now();
  await recordSecondFactor(ctx.db, principal, now);
  return now;
}
