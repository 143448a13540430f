import crypto from 'node:crypto';
import { limaToday, type OwnReferralCode } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { referralCodes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { type UserRow, findUserById } from '../auth/index.ts';
import { getSettings } from '../settings/index.ts';

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
 * Gives `owner` their one code (docs/rules/coupons-and-referrals.md#referral-codes), derived from their first
 * name and the Lima year, with the programme's discount unless staff chose another; audited on the owner
 * with the real actor. Answers `created: false` and the code they already have, when they have one (also
 * when another request gave it meanwhile).
 */
export async function giveReferralCode(
  ctx: AppContext,
  owner: Pick<UserRow, 'id' | 'nombres' | 'apellidoPaterno'>,
  { actorId, percentDiscount }: { actorId: number; percentDiscount?: string | undefined },
): Promise<{ row: CodeRow; created: boolean }> {
  const existing = await findOwn(ctx, owner.id);
  if (existing) return { row: existing, created: false };
  const percent = percentDiscount ?? (await getSettings(ctx, 'referrals')).referredDiscount;
  const discount = formatMoney(parseMoney(percent));
  const year = limaToday(ctx.now()).slice(0, 4);
  for (const code of referralCodeCandidates(owner, year)) {
    const created = await ctx.db.transaction(async (tx) => {
      // A taken code, or a code this customer got meanwhile in another tab, inserts nothing.
      const [row] = await tx
        .insert(referralCodes)
        .values({ code, ownerUserId: owner.id, percentDiscount: discount, createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await recordAudit(tx, {
          actorId,
          action: 'referral-code.create',
          targetType: 'user',
          targetId: owner.id,
          after: { code: row.code, percentDiscount: row.percentDiscount, active: row.active },
        });
      }
      return row;
    });
    if (created) return { row: created, created: true };
    const mine = await findOwn(ctx, owner.id);
    if (mine) return { row: mine, created: false };
  }
  throw new Error('no free referral code after several tries');
}

/**
 * `POST /api/user/referral-code`: gives the customer their one code; answers the existing one when they
 * already have it.
 */
export async function createOwnReferralCode(ctx: AppContext, userId: number): Promise<OwnReferralCode> {
  const existing = await findOwn(ctx, userId);
  if (existing) return present(ctx, existing);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return present(ctx, (await giveReferralCode(ctx, user, { actorId: userId })).row);
}
