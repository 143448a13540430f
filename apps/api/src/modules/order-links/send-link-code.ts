import type { LinkCodeSent } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orderLinkCodes, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isEmailOnHold } from '../auth/index.ts';
import { maskEmail } from './link-answer.ts';
import {
  hashLinkCode,
  latestCode,
  LINK_CODE,
  newLinkCode,
  sentThisHour,
  wrongTriesToday,
} from './link-code.ts';
import { linkCodeMail } from './mails/link-code-mail.ts';
import { openServableLink } from './servable-link.ts';

const HOUR_MS = 3_600_000;

function throttled(retryAfterMs: number): AppError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const wait = seconds <= 90 ? `${seconds} segundos` : `${Math.ceil(seconds / 60)} minutos`;
  return new AppError('LINK_CODE_THROTTLED', {
    message: `Ya te enviamos un código hace poco. Podrás pedir otro en ${wait}.`,
    extra: { retryAfterSeconds: seconds },
  });
}

/**
 * `POST /api/order-link/{code}/send-code` (decision 071): mails the link's customer a 6-digit code, which
 * replaces any earlier one of the link. Anyone holding the link may ask (staff too), but only the
 * customer's mailbox gets it, and not one whose address staff changed lately. One send a minute per link
 * and five an hour per customer account, counted under the account's row lock so racing requests cannot
 * slip past.
 */
export async function sendLinkCode(ctx: AppContext, code: string): Promise<LinkCodeSent> {
  const { link, customer } = await openServableLink(ctx, code, 'proof');
  const plain = newLinkCode();

  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx.select({ id: users.id }).from(users).where(eq(users.id, customer.id)).for('update');
    if ((await wrongTriesToday(tx, customer.id, now)) >= LINK_CODE.wrongTriesPerDay) {
      throw new AppError('LINK_CODE_LOCKED');
    }
    if (isEmailOnHold(customer, now)) throw new AppError('LINK_CODE_EMAIL_CHANGED');
    const last = await latestCode(tx, link.id);
    const sinceLast = last ? now.getTime() - last.createdAt.getTime() : Infinity;
    if (sinceLast < LINK_CODE.resendSeconds * 1000)
      throw throttled(LINK_CODE.resendSeconds * 1000 - sinceLast);
    const sent = await sentThisHour(tx, customer.id, now);
    const oldest = sent[0];
    if (oldest && sent.length >= LINK_CODE.sendsPerHour) {
      throw throttled(oldest.createdAt.getTime() + HOUR_MS - now.getTime());
    }
    await tx
      .update(orderLinkCodes)
      .set({ usedAt: now })
      .where(and(eq(orderLinkCodes.linkId, link.id), isNull(orderLinkCodes.usedAt)));
    await tx.insert(orderLinkCodes).values({
      linkId: link.id,
      userId: customer.id,
      codeHash: hashLinkCode(ctx.keys.jwtSecret, link.id, plain),
      expiresAt: new Date(now.getTime() + LINK_CODE.validMinutes * 60_000),
      createdAt: now,
    });
    await ctx.mailer.enqueue(tx, linkCodeMail(ctx.config, customer, plain, LINK_CODE.validMinutes));
  });

  return {
    maskedEmail: maskEmail(customer.email),
    expiresInSeconds: LINK_CODE.validMinutes * 60,
    resendInSeconds: LINK_CODE.resendSeconds,
  };
}
