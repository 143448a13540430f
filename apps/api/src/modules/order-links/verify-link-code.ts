import { ERROR_MESSAGES, type ResolvedLink, isPast } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { orderLinkCodes, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { linkAnswer, signLinkToken } from './link-answer.ts';
import { hashLinkCode, latestCode, LINK_CODE, sameHash, wrongTriesToday } from './link-code.ts';
import { openServableLink } from './servable-link.ts';
import type { DeviceSeen } from '../../platform/security/sessions.ts';

type Outcome = 'proved' | 'wrong' | 'void' | 'expired' | 'locked';

/**
 * `POST /api/order-link/{code}/verify` (decisions 070, 071): the right code, typed in time, answers the link
 * with a session bound to it. A wrong try is counted on the code and on the customer's account before
 * the refusal goes out; the code is void after a few, and the account takes no codes after ten a day.
 */
export async function verifyLinkCode(
  ctx: AppContext,
  code: string,
  verificationCode: string,
  device: DeviceSeen | null = null,
): Promise<ResolvedLink> {
  const { link, customer } = await openServableLink(ctx, code, 'proof');

  const { outcome, triesLeft } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx.select({ id: users.id }).from(users).where(eq(users.id, customer.id)).for('update');
    if ((await wrongTriesToday(tx, customer.id, now)) >= LINK_CODE.wrongTriesPerDay) {
      return { outcome: 'locked' as Outcome, triesLeft: 0 };
    }
    const current = await latestCode(tx, link.id);
    if (!current || current.usedAt !== null || isPast(current.expiresAt, now)) {
      return { outcome: 'expired' as Outcome, triesLeft: 0 };
    }
    if (sameHash(current.codeHash, hashLinkCode(ctx.keys.jwtSecret, link.id, verificationCode))) {
      await tx.update(orderLinkCodes).set({ usedAt: now }).where(eq(orderLinkCodes.id, current.id));
      await recordAudit(tx, {
        actorId: customer.id,
        action: 'order-link.proof',
        targetType: 'order_link',
        targetId: link.id,
        after: { method: 'email-code' },
      });
      return { outcome: 'proved' as Outcome, triesLeft: 0 };
    }
    const failed = current.failedAttempts + 1;
    const spent = failed >= LINK_CODE.triesPerCode;
    await tx
      .update(orderLinkCodes)
      .set({ failedAttempts: sql`${orderLinkCodes.failedAttempts} + 1`, ...(spent ? { usedAt: now } : {}) })
      .where(eq(orderLinkCodes.id, current.id));
    return { outcome: (spent ? 'void' : 'wrong') as Outcome, triesLeft: LINK_CODE.triesPerCode - failed };
  });

  if (outcome === 'locked') throw new AppError('LINK_CODE_LOCKED');
  if (outcome === 'expired' || outcome === 'void') throw new AppError('LINK_CODE_EXPIRED');
  if (outcome === 'wrong') {
    const left = triesLeft === 1 ? 'Te queda 1 intento.' : `Te quedan ${triesLeft} intentos.`;
    const message = `${ERROR_MESSAGES.LINK_CODE_INVALID} ${left}`;
    throw new AppError('LINK_CODE_INVALID', {
      message,
      fields: { verificationCode: message },
      extra: { triesLeft },
    });
  }
  return linkAnswer(ctx, link, customer, await signLinkToken(ctx, customer, link, device));
}
