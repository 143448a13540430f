import {
  DIRECTION_CURRENCIES,
  ORDER_STATUS,
  type DivisasSettings,
  type Order,
  isPast,
} from '@cambix/contract';
import type { newOrderRequest } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { withFreshCode } from '../../platform/db/fresh-code.ts';
import type { users } from '../../platform/db/schema/index.ts';
import { cambixAccounts, orderLinks, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { isPepBy } from '../compliance-alerts/index.ts';
import { ruleSettings, structuringSumOf } from '../compliance-rules/index.ts';
import { screeningSettings } from '../compliance-screening/index.ts';
import { currentBoard, isIndicativeFor, type PublishedBoard } from '../exchange/index.ts';
import { updateFormFlags } from '../profile/index.ts';
import { getSettings } from '../settings/index.ts';
import { customerTermsOf } from './customer-terms.ts';
import { lockCustomer } from './lock-customer.ts';
import { assertWithinMonthlyLimit } from './monthly-limit.ts';
import { drawCode } from './order-code.ts';
import { fundsDeclarationOf, usdOfSoles } from './funds-declaration.ts';
import { readOrderInputs, type OrderInputs } from './order-inputs.ts';
import { loadOrderView, toOrderView } from './order-view.ts';
import { assertDivisasOpen, divisasColumns, priceDivisas } from './price-divisas-order.ts';
import { priceWithRows, toDestination, type PricedOrder } from './price-order.ts';
import { releasedEvent } from './release-temporal-order.ts';
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

/** Cambix's active collection account at the payment bank in that currency, the one the order is paid into. */
export async function collectionAccountAt(tx: Tx, bankId: number, currency: 'PEN' | 'USD' = 'PEN') {
  const [account] = await tx
    .select({ id: cambixAccounts.id })
    .from(cambixAccounts)
    .where(
      and(
        eq(cambixAccounts.bankId, bankId),
        eq(cambixAccounts.currency, currency),
        eq(cambixAccounts.purpose, 'collection'),
        eq(cambixAccounts.active, true),
      ),
    );
  if (!account) throw refuse([problem('bankId', 'BANK_NO_COLLECTION_ACCOUNT')]);
  return account.id;
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
  if (isPast(link.expiresAt, now)) throw new AppError('ORDER_LINK_EXPIRED');
  await tx.update(orderLinks).set({ usedAt: now }).where(eq(orderLinks.id, link.id));
  return link.id;
}

type OrderValues = typeof orders.$inferInsert;
type BankRow = NonNullable<OrderInputs['bank']>;

/** What pricing an order settles: its columns of the quote, and what the checks after it need. */
interface OrderTerms {
  columns: Omit<
    OrderValues,
    | 'code'
    | 'userId'
    | 'paymentBankId'
    | 'collectionAccountId'
    | 'destinationAccountId'
    | 'destination'
    | 'idempotencyKey'
    | 'expiresAt'
  >;
  bank: BankRow;
  destination: NonNullable<PricedOrder['destination']>;
  promo: PricedOrder['promo'];
  pointsRedeemed: number;
  /** The order's soles (what the limit counts) and its dollars (what the declaración jurada measures). */
  penEquivalent: string;
  usdAmount: string | null;
  audit: Record<string, unknown>;
}

/** Cambio de saldo: the customer's commission, coupon, referral and points (docs/rules/fees-and-quotes.md). */
async function saldoTerms(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  inputs: OrderInputs,
  request: NewOrder,
  holderName: string,
  boardInForce: PublishedBoard | null,
  now: Date,
): Promise<OrderTerms> {
  const terms = await customerTermsOf(ctx, user, inputs, tx);
  const customer = { terms, holderName, hasFinalizedOrder: inputs.hasFinalizedOrder };
  const priced = await priceWithRows(ctx, request, customer, inputs, now, tx);
  if (!priced.destination) throw refuse([problem('destinationAccountId', 'DESTINATION_ACCOUNT_INVALID')]);
  const { quote } = priced;
  return {
    columns: {
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
      penEquivalent: quote.sendAmount,
      promoCodeId: priced.promo?.id ?? null,
      referralCode: priced.referralCode,
    },
    bank: priced.bank,
    destination: priced.destination,
    promo: priced.promo,
    pointsRedeemed: quote.pointsRedeemed,
    penEquivalent: quote.sendAmount,
    usdAmount: usdOfSoles(quote.sendAmount, boardInForce),
    audit: { quote, promo: priced.promo?.code ?? null },
  };
}

/**
 * Divisas (docs/rules/exchange.md): the rate of the newest board, locked for the lock time unless the
 * customer let too many locks lapse (docs/rules/exchange.md#indicative-quotes); no commission, coupon,
 * referral or points. The customer pays in the send currency and receives in the other.
 */
async function divisasTerms(
  tx: Tx,
  inputs: OrderInputs,
  request: NewOrder,
  customer: { id: number; holderName: string },
  settings: DivisasSettings,
  now: Date,
): Promise<OrderTerms> {
  const holderName = customer.holderName;
  const direction = request.direction;
  if (!direction)
    throw refuse([problem('direction', 'VALIDATION_FAILED', 'Elige si compras o vendes dólares.')]);
  assertDivisasOpen(settings, now);
  if (request.promoCode)
    throw refuse([
      problem('promoCode', 'VALIDATION_FAILED', 'Los cupones no aplican a las operaciones en dólares.'),
    ]);
  if (request.pointsToRedeem)
    throw refuse([
      problem('pointsToRedeem', 'VALIDATION_FAILED', 'Los puntos no se canjean en operaciones en dólares.'),
    ]);
  if (!inputs.bank) throw refuse([problem('bankId', 'BANK_NOT_FOUND')]);
  const currencies = DIRECTION_CURRENCIES[direction];
  const destination = toDestination(inputs.destination, inputs.bank, holderName, currencies.receive);
  const { quote, rateId } = await priceDivisas(
    tx,
    settings,
    direction,
    request.sendAmount !== undefined
      ? { sendAmount: request.sendAmount }
      : { receiveAmount: request.receiveAmount ?? '0' },
  );
  const indicative = await isIndicativeFor(tx, { customerId: customer.id }, settings, now);
  return {
    columns: { ...divisasColumns(quote, rateId, settings, now, indicative), referralCode: null },
    bank: inputs.bank,
    destination,
    promo: null,
    pointsRedeemed: 0,
    penEquivalent: quote.penAmount,
    usdAmount: quote.usdAmount,
    audit: { exchange: quote, rateId, promo: null },
  };
}

/**
 * The checks of a new order, in the order they always ran (the customer, the update form, the key, the
 * quote, the collection account, the limit, the link), on the customer's locked row and the inputs read
 * after the lock; then its one write. Every customer order declares its origen de fondos.
 */
async function placeOrder(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  request: NewOrder,
  boardInForce: PublishedBoard | null,
  now: Date,
) {
  const user = await lockCustomer(tx, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const divisas = request.kind === 'divisas' && request.direction ? request.direction : null;
  const rules = await ruleSettings(ctx, tx);
  const inputs = await readOrderInputs(tx, {
    userId,
    idempotencyKey: request.idempotencyKey,
    bankId: request.bankId,
    destinationAccountId: request.destinationAccountId,
    sendCurrency: divisas ? DIRECTION_CURRENCIES[divisas].send : 'PEN',
    month: limaMonth(now),
    structuringWindow: { now, days: rules.structuringWindowDays },
  });
  if (!isOperative(user)) throw new AppError('ACCOUNT_NOT_OPERATIVE');
  // On hold (docs/rules/compliance.md#hold): refused without saying why.
  if (inputs.onHold) throw new AppError('OPERATIONS_PAUSED');
  // The update-data form the session marks mandatory comes before any new order
  // (docs/rules/identity.md#update-data-form).
  if (updateFormFlags(user, now, inputs.operated).mostrar_formulario_obligatorio)
    throw new AppError('PROFILE_UPDATE_REQUIRED');
  // The same key answers the same order (idempotency), whatever the request says now: a divisas order
  // keeps its lock.
  if (inputs.existingOrderId !== null) return { orderId: inputs.existingOrderId, view: null, events: [] };

  const holderName = [user.nombres, user.apellidoPaterno, user.apellidoMaterno].join(' ');
  const divisasSettings = await getSettings(ctx, 'divisas', tx);
  const terms =
    request.kind === 'divisas'
      ? await divisasTerms(tx, inputs, request, { id: user.id, holderName }, divisasSettings, now)
      : await saldoTerms(ctx, tx, user, inputs, request, holderName, boardInForce, now);
  const collection = inputs.collection;
  if (!collection) throw refuse([problem('bankId', 'BANK_NO_COLLECTION_ACCOUNT')]);
  const funds = fundsDeclarationOf(
    request,
    holderName,
    terms.usdAmount,
    divisasSettings.declarationThresholdUsd,
    // Reinforced due diligence: a PEP, or a high-risk customer (docs/rules/compliance.md#customer-risk).
    isPepBy(user, inputs.pepEnds, now, (await screeningSettings(ctx, tx)).pepYearsAfterOffice) ||
      inputs.highRisk,
    structuringSumOf(inputs.structuringOrders, rules.declarationThresholdUsd, boardInForce),
    now,
  );
  await assertWithinMonthlyLimit(ctx, tx, { customer: user }, inputs.usedThisMonth, terms.penEquivalent);
  const linkId = request.linkCode ? await spendLink(tx, request.linkCode, user.id, now) : null;

  const hours = (await getSettings(ctx, 'limits', tx)).temporaryOrderHours;
  const code = drawCode(ctx);
  const channel = linkId === null ? 'web' : 'link';
  const promoCodeId = terms.promo?.id ?? null;
  const { order, released } = await writeNewOrder(tx, {
    values: {
      ...terms.columns,
      ...funds,
      facturaRuc: request.factura?.ruc ?? null,
      facturaRazonSocial: request.factura?.razonSocial ?? null,
      code,
      userId: user.id,
      channel,
      status: ORDER_STATUS.TEMPORAL,
      paymentBankId: terms.bank.id,
      collectionAccountId: collection.id,
      destinationAccountId: terms.destination.accountId,
      destination: terms.destination.snapshot,
      idempotencyKey: request.idempotencyKey,
      linkId,
      expiresAt: new Date(now.getTime() + hours * 60 * 60 * 1000),
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    replaceOpen: inputs.hasOpenOrder,
    pointsRedeemed: terms.pointsRedeemed,
    promoCodeId,
    linkId,
    audit: { code, ...terms.audit, channel, fundsOrigin: funds.fundsOrigin },
    now,
  });
  const events = released.map((open) => releasedEvent({ ...open, userId: user.id, partnerId: null }));
  events.push({
    type: 'order.created',
    orderId: order.id,
    code: order.code,
    userId: user.id,
    partnerId: null,
  });
  // Its view from what was just written: the collection account is at the payment bank, no files yet.
  const view = toOrderView({
    order,
    paymentBank: terms.bank,
    collection,
    collectionBank: terms.bank,
    promoCode: terms.promo?.code ?? null,
    files: [],
    history: [{ fromStatus: null, toStatus: ORDER_STATUS.TEMPORAL, createdAt: now, note: null }],
    receipt: null,
  });
  return { orderId: order.id, view, events };
}

/**
 * `POST /api/order/new-order`: a TEMPORAL order with the server's own quote, the payment bank, Cambix's
 * collection account there and a snapshot of the destination account. Idempotent on the customer's key:
 * the same key answers the same order, even for two requests at once (the customer row is locked, and
 * the unique index stands behind it).
 */
export async function createOrder(ctx: AppContext, userId: number, request: NewOrder): Promise<Order> {
  // Cambio de saldo measures its dollars for the declaración jurada on the board in force (cached), and so
  // are the structuring window's cambios de saldo; a divisas order prices on the newest board, read inside
  // its transaction.
  const boardInForce = await currentBoard(ctx);
  try {
    const placed = await withFreshCode('orders_code_unique', () =>
      ctx.db.transaction((tx) => placeOrder(ctx, tx, userId, request, boardInForce, ctx.now())),
    );
    for (const event of placed.events) ctx.events.publish(event);
    if (placed.view) return placed.view;
    return await orderView(ctx, placed.orderId);
  } catch (error) {
    if (uniqueViolation(error) !== 'orders_user_idempotency_key') throw error;
    const orderId = await existingOrderId(ctx.db, userId, request.idempotencyKey);
    if (orderId === null) throw error;
    return orderView(ctx, orderId);
  }
}

async function orderView(ctx: AppContext, orderId: number): Promise<Order> {
  const view = await loadOrderView(ctx.db, orderId);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
