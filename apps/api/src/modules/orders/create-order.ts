import { ORDER_STATUS, formatSoles, type Order } from '@cambix/contract';
import type { newOrderRequest } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import type { users } from '../../platform/db/schema/index.ts';
import { cambixAccounts, orderLinks, orders } from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { AppError } from '../../platform/errors.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { formatMoney, maxOf, parseMoney, type Cents } from '../../platform/money.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { updateFormFlags } from '../profile/index.ts';
import { getSettings } from '../settings/index.ts';
import { customerTermsOf } from './customer-terms.ts';
import { lockCustomer } from './lock-customer.ts';
import { monthlyLimitOf } from './monthly-usage.ts';
import { randomCode } from './order-code.ts';
import { readOrderInputs } from './order-inputs.ts';
import { loadOrderView, toOrderView } from './order-view.ts';
import { priceWithRows } from './price-order.ts';
import { writeNewOrder } from './write-new-order.ts';

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

async function assertWithinLimit(ctx: AppContext, tx: Tx, user: UserRow, used: Cents, sendAmount: string) {
  const { limit } = monthlyLimitOf(user, await getSettings(ctx, 'limits', tx));
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

/**
 * The checks of a new order, in the order they always ran (the customer, the update form, the key, the
 * quote, the collection account, the limit, the link), on the customer's locked row and the inputs read
 * after the lock; then its one write.
 */
async function placeOrder(ctx: AppContext, tx: Tx, userId: number, request: NewOrder, now: Date) {
  const user = await lockCustomer(tx, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const inputs = await readOrderInputs(tx, {
    userId,
    idempotencyKey: request.idempotencyKey,
    bankId: request.bankId,
    destinationAccountId: request.destinationAccountId,
    month: limaMonth(now),
  });
  if (!isOperative(user)) throw new AppError('ACCOUNT_NOT_OPERATIVE');
  // The update-data form the session marks mandatory comes before any new order
  // (docs/rules/identity.md#update-data-form).
  if (updateFormFlags(user, now, inputs.operated).mostrar_formulario_obligatorio)
    throw new AppError('PROFILE_UPDATE_REQUIRED');
  // The same key answers the same order (idempotency), whatever the request says now.
  if (inputs.existingOrderId !== null) return { orderId: inputs.existingOrderId, view: null, events: [] };

  const terms = await customerTermsOf(ctx, user, inputs, tx);
  const holderName = [user.nombres, user.apellidoPaterno, user.apellidoMaterno].join(' ');
  const customer = { terms, holderName, hasFinalizedOrder: inputs.hasFinalizedOrder };
  const priced = await priceWithRows(ctx, request, customer, inputs, now, tx);
  if (!priced.destination) throw refuse([problem('destinationAccountId', 'DESTINATION_ACCOUNT_INVALID')]);
  const collection = inputs.collection;
  if (!collection) throw refuse([problem('bankId', 'BANK_NO_COLLECTION_ACCOUNT')]);
  await assertWithinLimit(ctx, tx, user, inputs.usedThisMonth, priced.quote.sendAmount);
  const linkId = request.linkCode ? await spendLink(tx, request.linkCode, user.id, now) : null;

  const hours = (await getSettings(ctx, 'limits', tx)).temporaryOrderHours;
  const { quote } = priced;
  const code = (ctx.orderCode ?? randomCode)();
  const channel = linkId === null ? 'web' : 'link';
  const { order, released } = await writeNewOrder(tx, {
    values: {
      code,
      userId: user.id,
      channel,
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
      collectionAccountId: collection.id,
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
    },
    replaceOpen: inputs.hasOpenOrder,
    pointsRedeemed: quote.pointsRedeemed,
    promoCodeId: priced.promo?.id ?? null,
    linkId,
    audit: { code, quote, channel, promo: priced.promo?.code ?? null },
    now,
  });
  const events: DomainEvent[] = released.map((open) => ({
    type: 'order.expired',
    orderId: open.id,
    code: open.code,
    userId: user.id,
  }));
  events.push({ type: 'order.created', orderId: order.id, code: order.code, userId: user.id });
  // Its view from what was just written: the collection account is at the payment bank, no files yet.
  const view = toOrderView({
    order,
    paymentBank: priced.bank,
    collection,
    collectionBank: priced.bank,
    promoCode: priced.promo?.code ?? null,
    files: [],
    history: [{ fromStatus: null, toStatus: ORDER_STATUS.TEMPORAL, createdAt: now, note: null }],
    receipt: null,
  });
  return { orderId: order.id, view, events };
}

/** Runs of a new order's transaction when its random code is taken (one in 31^8 per order already). */
const CODE_ATTEMPTS = 5;

/**
 * `POST /api/order/new-order`: a TEMPORAL order with the server's own quote, the payment bank, Cambix's
 * collection account there and a snapshot of the destination account. Idempotent on the customer's key:
 * the same key answers the same order, even for two requests at once (the customer row is locked, and
 * the unique index stands behind it).
 */
export async function createOrder(ctx: AppContext, userId: number, request: NewOrder): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    try {
      const placed = await ctx.db.transaction((tx) => placeOrder(ctx, tx, userId, request, ctx.now()));
      for (const event of placed.events) ctx.events.publish(event);
      if (placed.view) return placed.view;
      return await orderView(ctx, placed.orderId);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === ORDER_CODE_CONSTRAINT && attempt < CODE_ATTEMPTS) continue;
      if (constraint !== 'orders_user_idempotency_key') throw error;
      const orderId = await existingOrderId(ctx.db, userId, request.idempotencyKey);
      if (orderId === null) throw error;
      return orderView(ctx, orderId);
    }
  }
}

const ORDER_CODE_CONSTRAINT = 'orders_code_unique';

async function orderView(ctx: AppContext, orderId: number): Promise<Order> {
  const view = await loadOrderView(ctx.db, orderId);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
