import crypto from 'node:crypto';
import { limaToday, type OwnReferralCode } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { referralCodes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { type UserRow, findUserById } from '../auth/index.ts';

/** Discount a customer-made code gives on the referred customer's first fee (decision 018). */
export const CUSTOMER_REFERRAL_PERCENT = '20.00';

type CodeRow = typeof referralCodes.$inferSelect;

function present(ctx: AppContext, row: CodeRow): OwnReferralCode {
  return {
    code: row.code,
    percentDiscount: row.percentDiscount,
    active: row.active,
    shareUrl: `${ctx.config.appUrl}/registro?ref=${encodeURIComponent(row.code)}`,
  };
}

/** Upper-case letters of a name without accents: "José Ñahui" -> "JOSENAHUI". */
function lettersOf(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/** Codes to try in turn: ANA2026, ANAQ2026, then ANA2026 with three random digits. */
export function referralCodeCandidates(
  user: Pick<UserRow, 'nombres' | 'apellidoPaterno'>,
  year: string,
): string[] {
  const first = lettersOf(user.nombres.trim().split(/\s+/)[0] ?? '').slice(0, 10) || 'CAMBIX';
  const initial = lettersOf(user.apellidoPaterno).charAt(0);
  const random = Array.from({ length: 6 }, () => `${first}${year}${crypto.randomInt(100, 1000)}`);
  return [...new Set([`${first}${year}`, `${first}${initial}${year}`, ...random])];
}

async function findOwn(ctx: AppContext, userId: number): Promise<CodeRow | undefined> {
  const [row] = await ctx.db.select().from(referralCodes).where(eq(referralCodes.ownerUserId, userId));
  return row;
}

/** `GET /api/user/referral-code`: the caller's own code, or null. */
export async function getOwnReferralCode(ctx: AppContext, userId: number): Promise<OwnReferralCode | null> {
  const row = await findOwn(ctx, userId);
  return row ? present(ctx, row) : null;
}

/**
 * `POST /api/user/referral-code`: gives the customer their one code
 * (docs/rules/coupons-and-referrals.md#referral-codes), derived from their first name and the year; answers
 * the existing one when they already have it.
 */
export async function createOwnReferralCode(ctx: AppContext, userId: number): Promise<OwnReferralCode> {
  const existing = await findOwn(ctx, userId);
  if (existing) return present(ctx, existing);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const year = limaToday(ctx.now()).slice(0, 4);
  for (const code of referralCodeCandidates(user, year)) {
    const created = await ctx.db.transaction(async (tx) => {
      // A taken code, or a code this customer got meanwhile in another tab, inserts nothing.
      const [row] = await tx
        .insert(referralCodes)
        .values({
          code,
          ownerUserId: userId,
          percentDiscount: CUSTOMER_REFERRAL_PERCENT,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await recordAudit(tx, {
          actorId: userId,
          action: 'referral-code.create',
          targetType: 'user',
          targetId: userId,
          after: { code: row.code, percentDiscount: row.percentDiscount },
        });
      }
      return row;
    });
    if (created) return present(ctx, created);
    const mine = await findOwn(ctx, userId);
    if (mine) return present(ctx, mine);
  }
  throw new Error('no free referral code after several tries');
}
