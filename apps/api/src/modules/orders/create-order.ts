import { ORDER_STATUS, formatSoles, type Order } from '@cambix/contract';
import type { newOrderRequest } from '@cambix/contract/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import {
  cambixAccounts,
  orderHistory,
  orderLinks,
  orders,
  pointsLedger,
  promoCodeUses,
  users,
} from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { AppError } from '../../platform/errors.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { formatMoney, maxOf, parseMoney } from '../../platform/money.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { updateFormFlags } from '../profile/index.ts';
import { getSettings } from '../settings/index.ts';
import { loadCustomerTerms } from './customer-terms.ts';
import { lockCustomer } from './lock-customer.ts';
import { monthlyLimitOf, usedThisMonth } from './monthly-usage.ts';
import { operatedTotal } from './operated-total.ts';
import { newOrderCode } from './order-code.ts';
import { loadOrderView } from './order-view.ts';
import { priceOrder } from './price-order.ts';
import { RELEASE_COLUMNS, releaseTemporalOrder } from './release-temporal-order.ts';

type UserRow = typeof users.$inferSelect;
type NewOrder = z.output<typeof newOrderRequest>;

/**
 * docs/rules/limits.md#monthly-limit: a customer with the KYC complete operates, still to validate or active,
 * up to the tier's limit.
 */
export function isOperative(user: Pick<UserRow, 'kycStep' | 'accountStatus'>): boolean {
  return user.kycStep === 0 && (user.accountStatus === 'POR_VALIDAR' || user.accountStatus === 'ACTIVO');
}

async function existingOrderId(db: AppContext['db'] | Tx, userId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id ?? null;
}

/** Cambix's active PEN collection account at the payment bank, the one the order is paid into. */
export async function collectionAccountAt(tx: Tx, bankId: number) {
  const [account] = await tx
    .select({ id: cambixAccounts.id })
    .from(cambixAccounts)
    .where(
      and(
        eq(cambixAccounts.bankId, bankId),
        eq(cambixAccounts.currency, 'PEN'),
        eq(cambixAccounts.purpose, 'collection'),
        eq(cambixAccounts.active, true),
      ),
    );
  if (!account) throw refuse([problem('bankId', 'BANK_NO_COLLECTION_ACCOUNT')]);
  return account.id;
}

async function assertWithinLimit(ctx: AppContext, tx: Tx, user: UserRow, sendAmount: string, now: Date) {
  const month = limaMonth(now);
  const { limit } = monthlyLimitOf(user, await getSettings(ctx, 'limits', tx));
  const used = await usedThisMonth(tx, user.id, month);
  if (used + parseMoney(sendAmount) <= limit) return;
  const available = formatMoney(maxOf(0n, limit - used));
  throw new AppError('LIMIT_EXCEEDED', {
    message: `Esta orden supera tu límite mensual. Este mes aún puedes enviar hasta ${formatSoles(available)}.`,
    extra: { available, limit: formatMoney(limit), used: formatMoney(used) },
  });
}

/** A staff-made new-order link of this customer, still usable; it is spent by this order. */
async function spendLink(tx: Tx, code: string, userId: number, now: Date): Promise<number> {
  const [link] = await tx
    .select()
    .from(orderLinks)
    .where(and(eq(orderLinks.code, code), eq(orderLinks.kind, 'new_order'), eq(orderLinks.userId, userId)))
    .for('update');
  if (!link) throw new AppError('ORDER_LINK_NOT_FOUND');
  if (link.usedAt) throw new AppError('ORDER_LINK_USED');
  if (link.expiresAt <= now) throw new AppError('ORDER_LINK_EXPIRED');
  await tx.update(orderLinks).set({ usedAt: now }).where(eq(orderLinks.id, link.id));
  return link.id;
}

/** One TEMPORAL order at a time (decision 030): a new one replaces the customer's open one. */
async function replaceOpenOrders(tx: Tx, userId: number, now: Date): Promise<DomainEvent[]> {
  const open = await tx
    .select(RELEASE_COLUMNS)
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.TEMPORAL), isNull(orders.expiredAt)),
    );
  const events: DomainEvent[] = [];
  for (const order of open) {
    if (await releaseTemporalOrder(tx, order, now, 'replaced'))
      events.push({ type: 'order.expired', orderId: order.id, code: order.code, userId });
  }
  return events;
}

async function insertOrder(ctx: AppContext, tx: Tx, user: UserRow, request: NewOrder, now: Date) {
  const terms = await loadCustomerTerms(ctx, user, tx);
  const holderName = [user.nombres, user.apellidoPaterno, user.apellidoMaterno].join(' ');
  const priced = await priceOrder(ctx, request, { terms, holderName }, now, tx);
  if (!priced.destination) throw refuse([problem('destinationAccountId', 'DESTINATION_ACCOUNT_INVALID')]);
  const collectionAccountId = await collectionAccountAt(tx, priced.bank.id);
  await assertWithinLimit(ctx, tx, user, priced.quote.sendAmount, now);
  const linkId = request.linkCode ? await spendLink(tx, request.linkCode, user.id, now) : null;
  const events = await replaceOpenOrders(tx, user.id, now);

  const hours = (await getSettings(ctx, 'limits', tx)).temporaryOrderHours;
  const { quote } = priced;
  const [order] = await tx
    .insert(orders)
    .values({
      code: await newOrderCode(tx, ctx.orderCode),
      userId: user.id,
      channel: linkId === null ? 'web' : 'link',
      status: ORDER_STATUS.TEMPORAL,
      sendAmount: quote.sendAmount,
      commissionPercent: quote.commissionPercent,
      isFlatFee: quote.isFlatFee,
      fee: quote.fee,
      discount: quote.discount,
      interbankFee: quote.interbankFee,
      pointsRedeemed: quote.pointsRedeemed,
      pointsDiscount: quote.pointsDiscount,
      finalFee: quote.finalFee,
      receiveAmount: quote.receiveAmount,
      paymentBankId: priced.bank.id,
      collectionAccountId,
      destinationAccountId: priced.destination.accountId,
      destination: priced.destination.snapshot,
      promoCodeId: priced.promo?.id ?? null,
      referralCode: priced.referralCode,
      idempotencyKey: request.idempotencyKey,
      linkId,
      expiresAt: new Date(now.getTime() + hours * 60 * 60 * 1000),
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('insert returned no order');

  if (quote.pointsRedeemed > 0) {
    await tx.insert(pointsLedger).values({
      userId: user.id,
      points: -quote.pointsRedeemed,
      kind: 'redeem',
      orderId: order.id,
      createdAt: now,
    });
  }
  if (priced.promo) {
    await tx
      .insert(promoCodeUses)
      .values({ promoCodeId: priced.promo.id, userId: user.id, orderId: order.id, createdAt: now });
  }
  await tx.insert(orderHistory).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: ORDER_STATUS.TEMPORAL,
    actorId: user.id,
    linkId,
    createdAt: now,
  });
  await recordAudit(tx, {
    actorId: user.id,
    action: 'order.create',
    targetType: 'order',
    targetId: order.id,
    after: { code: order.code, quote, channel: order.channel, promo: priced.promo?.code ?? null },
  });
  events.push({ type: 'order.created', orderId: order.id, code: order.code, userId: user.id });
  return { orderId: order.id, events };
}

/**
 * `POST /api/order/new-order`: a TEMPORAL order with the server's own quote, the payment bank, Cambix's
 * collection account there and a snapshot of the destination account. Idempotent on the customer's key:
 * the same key answers the same order, even for two requests at once (the customer row is locked, and
 * the unique index stands behind it).
 */
export async function createOrder(ctx: AppContext, userId: number, request: NewOrder): Promise<Order> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (!isOperative(user)) throw new AppError('ACCOUNT_NOT_OPERATIVE');
  // The update-data form the session marks mandatory comes before any new order
  // (docs/rules/identity.md#update-data-form).
  if (updateFormFlags(user, ctx.now(), await operatedTotal(ctx.db, userId)).mostrar_formulario_obligatorio)
    throw new AppError('PROFILE_UPDATE_REQUIRED');

  let orderId = await existingOrderId(ctx.db, userId, request.idempotencyKey);
  if (orderId === null) {
    try {
      const created = await ctx.db.transaction(async (tx) => {
        const locked = await lockCustomer(tx, userId);
        if (!locked) throw new AppError('USER_NOT_FOUND');
        const earlier = await existingOrderId(tx, userId, request.idempotencyKey);
        if (earlier !== null) return { orderId: earlier, events: [] };
        return insertOrder(ctx, tx, locked, request, ctx.now());
      });
      orderId = created.orderId;
      for (const event of created.events) ctx.events.publish(event);
    } catch (error) {
      if (uniqueViolation(error) !== 'orders_user_idempotency_key') throw error;
      orderId = await existingOrderId(ctx.db, userId, request.idempotencyKey);
      if (orderId === null) throw error;
    }
  }
  const view = await loadOrderView(ctx.db, orderId);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
