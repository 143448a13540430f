import {
  ORDER_STATUS,
  type OrderStatus,
  type ReferralCodeDetail,
  type ReferredCustomer,
} from '@cambix/contract';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, pointsLedger, referralCodes, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fullName, findReferralCodeSummary } from './referral-code-rows.ts';
import { isOwnersAccount, sharesIdentity } from './referral-in-force.ts';

const BLOCKED = {
  ownCode: 'Es el propio dueño del código.',
  sharedIdentity: 'Comparte documento, correo o celular con el dueño del código.',
  sharedAccount: 'Su primera orden se pagó a una cuenta que también registró el dueño del código.',
} as const;

/** Each referred customer's first finalized order that did not fail: the one the discount and reward follow. */
async function firstOrders(ctx: AppContext, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, typeof orders.$inferSelect>();
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.userId, userIds),
        isNotNull(orders.finalizedAt),
        ne(orders.status, ORDER_STATUS.FALLIDA),
      ),
    )
    .orderBy(asc(orders.finalizedAt), asc(orders.id));
  const first = new Map<number, typeof orders.$inferSelect>();
  for (const row of rows) if (!first.has(row.userId)) first.set(row.userId, row);
  return first;
}

/**
 * `GET /api/admin/referral-codes/:code`: the code with its counts, and every customer who signed up with
 * it: their first finalized order, the reward it paid, and why the programme does not count them when the
 * anti-abuse rules fail (docs/rules/coupons-and-referrals.md#anti-abuse).
 */
export async function getReferralCode(ctx: AppContext, code: string): Promise<ReferralCodeDetail> {
  const summary = await findReferralCodeSummary(ctx.db, code);
  const [owner] = await ctx.db
    .select({
      id: users.id,
      documentNumber: users.documentNumber,
      email: users.email,
      celular: users.celular,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.ownerUserId))
    .where(eq(referralCodes.code, summary.code));
  if (!owner) throw new AppError('REFERRAL_CODE_NOT_FOUND');
  const referred = await ctx.db
    .select()
    .from(users)
    .where(eq(users.referredByCode, summary.code))
    .orderBy(asc(users.createdAt), asc(users.id));
  const ids = referred.map((user) => user.id);
  const first = await firstOrders(ctx, ids);
  const rewards =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            referredUserId: pointsLedger.referredUserId,
            points: pointsLedger.points,
            at: pointsLedger.createdAt,
          })
          .from(pointsLedger)
          .where(and(eq(pointsLedger.kind, 'referral'), inArray(pointsLedger.referredUserId, ids)));

  const customers: ReferredCustomer[] = [];
  for (const user of referred) {
    const order = first.get(user.id);
    const reward = rewards.find((row) => row.referredUserId === user.id);
    let blockedReason: string | null = null;
    if (user.id === owner.id) blockedReason = BLOCKED.ownCode;
    else if (sharesIdentity(user, owner)) blockedReason = BLOCKED.sharedIdentity;
    else if (order && (await isOwnersAccount(ctx.db, owner.id, order.destination)))
      blockedReason = BLOCKED.sharedAccount;
    customers.push({
      id: user.id,
      name: fullName(user),
      documentNumber: user.documentNumber,
      accountStatus: user.accountStatus,
      registeredAt: user.createdAt.toISOString(),
      firstOrder: order
        ? {
            id: order.id,
            code: order.code,
            createdAt: order.createdAt.toISOString(),
            sendAmount: order.sendAmount,
            status: order.status as OrderStatus,
          }
        : null,
      reward: reward ? { points: reward.points, at: reward.at.toISOString() } : null,
      blockedReason,
    });
  }
  return { code: summary, referred: customers };
}
