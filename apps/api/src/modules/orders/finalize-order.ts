import { ORDER_STATUS, formatRate, type Order } from '@cambix/contract';
import { saveOrderRequest } from '@cambix/contract/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orderFiles, orderHistory, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { fieldsOf } from '../../platform/http/envelope.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import { runOrderRules } from '../compliance-rules/index.ts';
import { finalizedOrderNotice, noticeCustomer, notifyStaff } from '../notifications/index.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { signedDeclaration } from './funds-declaration.ts';
import { lockCustomer, type CustomerRow } from './lock-customer.ts';
import { assertWithinMonthlyLimit, type LimitHolder } from './monthly-limit.ts';
import { usedThisMonth } from './monthly-usage.ts';
import { loadOrderView } from './order-view.ts';
import { assertCustomerMayEdit, isLockExpired, type OrderRow } from './own-order.ts';
import { recomputeRisk } from '../compliance-risk/index.ts';
import { getSettings } from '../settings/index.ts';
import { pricedTermsOf, repriceDivisasOrder, type Repriced } from './reprice-divisas-order.ts';

export interface FinalizeOrderInput {
  orderId: number;
  /** The customer the order must belong to: another customer's order is not found. */
  ownerId: number;
  /** The payment's operation number, when the customer typed it; blank keeps the one on record. */
  operationNumber?: string | undefined;
  /**
   * Who finalizes, for the history and the audit: the customer (also through a link); null for a partner's
   * client, who has no account (docs/rules/partners.md#finalize-link).
   */
  actor: number | null;
  /** The staff-made link the customer finalized through (decision 074), rather than the customer area. */
  linkId?: number | undefined;
  /** The partner's finalize link the client used (docs/rules/partners.md#finalize-link). */
  partnerLinkId?: number | undefined;
  /**
   * The declaración jurada, for an order that needs it and was not signed as it was placed: a partner's
   * client signs it here with their full name (docs/rules/partners.md#origen-de-fondos).
   */
  declarationSignature?: string | undefined;
}

/**
 * TEMPORAL is finalized into PENDIENTE; a fixed OBSERVADA order goes back to the payout queue
 * (docs/rules/statuses.md#transitions).
 */
function nextStatus(
  order: OrderRow,
): typeof ORDER_STATUS.PENDIENTE | typeof ORDER_STATUS.PENDIENTE_DEVOLUCION {
  return order.status === ORDER_STATUS.OBSERVADA ? ORDER_STATUS.PENDIENTE_DEVOLUCION : ORDER_STATUS.PENDIENTE;
}

/** The move a finalize makes: an OBSERVADA order fixed, or one finalized into PENDIENTE (nextStatus). */
function movedEvent(from: OrderRow['status'], order: OrderRow, viaLink: boolean): DomainEvent {
  const about = { orderId: order.id, code: order.code, userId: order.userId, viaLink };
  return from === ORDER_STATUS.OBSERVADA
    ? { type: 'order.fixed', ...about }
    : { type: 'order.finalized', ...about, sendAmount: order.sendAmount };
}

/** An order that needs the declaración jurada and has none yet: a partner's, signed by its client. */
const unsignedDeclaration = (order: OrderRow): boolean =>
  order.status === ORDER_STATUS.TEMPORAL && order.declarationRequired && order.declarationSignedAt === null;

const fullNameOf = (person: CustomerRow) =>
  [person.nombres, person.apellidoPaterno, person.apellidoMaterno].join(' ');

/**
 * A TEMPORAL order joins the month's usage only now (docs/rules/limits.md#used-this-month), so the limit
 * checked when it was placed is checked again: two orders placed before either is finalized cannot both
 * pass it. Under the customer's lock, two finalizes are checked one after the other; a refusal writes
 * nothing, so the order stays TEMPORAL with its voucher.
 */
async function assertLimitAtFinalize(
  ctx: AppContext,
  tx: Tx,
  holder: CustomerRow,
  order: OrderRow,
  now: Date,
): Promise<void> {
  const used = await usedThisMonth(tx, holder.id, limaMonth(now));
  await assertWithinMonthlyLimit(
    ctx,
    tx,
    limitHolderOf(holder, order),
    used,
    order.penEquivalent,
    'finalize',
  );
}

const limitHolderOf = (holder: CustomerRow, order: OrderRow): LimitHolder =>
  order.channel === 'partner' ? { partnerClient: true } : { customer: holder };

/** A TEMPORAL divisas order with no lock: its rate is the one in force now (docs/rules/exchange.md#indicative-quotes). */
const isIndicative = (order: OrderRow): boolean =>
  order.status === ORDER_STATUS.TEMPORAL && order.kind === 'divisas' && order.rateLockedUntil === null;

/**
 * An indicative order priced at finalize, on the board in force whatever the hours (the customer has paid),
 * by the re-quote's own function: the limit and the declaración on the new figures.
 */
async function priceAtFinalize(
  ctx: AppContext,
  tx: Tx,
  holder: CustomerRow,
  order: OrderRow,
  declarationSignature: string | undefined,
  now: Date,
): Promise<Repriced> {
  return repriceDivisasOrder(ctx, tx, {
    order,
    holder,
    settings: await getSettings(ctx, 'divisas', tx),
    now,
    declarationSignature,
    limit: { holder: limitHolderOf(holder, order), checkpoint: 'finalize' },
  });
}

/** The rate an indicative order was fixed at, in its history (the customer reads it) and the audit. */
async function recordPriceAtFinalize(
  tx: Tx,
  order: OrderRow,
  repriced: Repriced,
  actor: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(orderHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actorId: actor,
    note: `Tipo de cambio fijado al confirmar el pago: ${formatRate(repriced.terms.rate)}.`,
    createdAt: now,
  });
  await recordAudit(tx, {
    actorId: actor,
    action: 'order.price-at-finalize',
    targetType: 'order',
    targetId: order.id,
    before: pricedTermsOf(order),
    after: {
      ...repriced.terms,
      ...(repriced.declaration && {
        declarationSignedAt: repriced.declaration.declarationSignedAt.toISOString(),
      }),
    },
  });
}

/**
 * `POST /api/order/save-order/{id}` (and the link's finalize): the customer says the payment is made. A
 * voucher is required, unless the customer chose to pay with the order's payment reference. The status moves only from the one read (`WHERE status = expected`), so two
 * finalizes at once give one transition and one ORDER_STATUS_CHANGED.
 */
export async function finalizeOrder(ctx: AppContext, input: FinalizeOrderInput): Promise<Order> {
  const fields = saveOrderRequest.safeParse({ operationNumber: input.operationNumber });
  if (!fields.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(fields.error) });
  const operationNumber = fields.data.operationNumber || null;
  const viaLink = input.linkId !== undefined || input.partnerLinkId !== undefined;

  const { order, notice, alerts, event } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const holder = await lockCustomer(tx, input.ownerId);
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.ownerId)));
    if (!current || !holder) throw new AppError('ORDER_NOT_FOUND');
    if (current.status === ORDER_STATUS.PENDIENTE && current.finalizedAt !== null)
      throw new AppError('ORDER_STATUS_CHANGED');
    assertCustomerMayEdit(current, now);
    // The voucher already uploaded stays: the customer re-quotes (keeping what they sent) and finalizes.
    if (isLockExpired(current, now)) throw new AppError('RATE_LOCK_EXPIRED');
    const [voucher] = await tx
      .select({ id: orderFiles.id })
      .from(orderFiles)
      .where(
        and(
          eq(orderFiles.orderId, current.id),
          eq(orderFiles.kind, 'voucher'),
          isNull(orderFiles.replacedAt),
        ),
      );
    // Paying with the order's reference, the bank statement is the evidence (docs/rules/statuses.md#payment-reference).
    if (!voucher && current.paymentReference === null) throw new AppError('ORDER_VOUCHER_REQUIRED');
    const repriced = isIndicative(current)
      ? await priceAtFinalize(ctx, tx, holder, current, input.declarationSignature, now)
      : null;
    const declaration =
      repriced?.declaration ??
      (unsignedDeclaration(current)
        ? signedDeclaration(input.declarationSignature, fullNameOf(holder), now)
        : {});
    if (current.status === ORDER_STATUS.TEMPORAL && !repriced)
      await assertLimitAtFinalize(ctx, tx, holder, current, now);

    const target = nextStatus(current);
    const [moved] = await tx
      .update(orders)
      .set({
        status: target,
        statusChangedAt: now,
        updatedAt: now,
        ...(current.status === ORDER_STATUS.TEMPORAL ? { finalizedAt: now } : {}),
        ...(current.status === ORDER_STATUS.OBSERVADA ? { observedNote: null } : {}),
        ...(operationNumber ? { customerOperationNumber: operationNumber } : {}),
        ...declaration,
        ...repriced?.terms,
      })
      .where(
        and(
          eq(orders.id, current.id),
          eq(orders.status, current.status),
          ...(current.status === ORDER_STATUS.TEMPORAL ? [isNull(orders.expiredAt)] : []),
        ),
      )
      .returning();
    if (!moved) throw new AppError('ORDER_STATUS_CHANGED');
    if (repriced) await recordPriceAtFinalize(tx, current, repriced, input.actor, now);
    await tx.insert(orderHistory).values({
      orderId: current.id,
      fromStatus: current.status,
      toStatus: target,
      actorId: input.actor,
      linkId: input.linkId ?? null,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId: input.actor,
      action: current.status === ORDER_STATUS.OBSERVADA ? 'order.fix' : 'order.finalize',
      targetType: 'order',
      targetId: current.id,
      before: { status: current.status },
      after: {
        status: target,
        viaLink,
        linkId: input.linkId ?? null,
        ...(input.partnerLinkId === undefined ? {} : { partnerLinkId: input.partnerLinkId }),
      },
    });
    const customer = await noticeCustomer(tx, moved.userId);
    const notice = await notifyStaff(tx, finalizedOrderNotice(moved, customer, current.status, viaLink, now));
    // The alert rules run on a newly finalized order, in this transaction; their notices reach officers only
    // (docs/rules/compliance.md#rules).
    const alerts = current.status === ORDER_STATUS.TEMPORAL ? await runOrderRules(ctx, tx, moved, now) : [];
    // Then the customer's risk level, with the order and any alert it raised (docs/rules/compliance.md#customer-risk).
    if (current.status === ORDER_STATUS.TEMPORAL) {
      await recomputeRisk(ctx, tx, moved.userId, { cause: 'order-finalized' });
    }
    const event = movedEvent(current.status, moved, viaLink);
    await recordPartnerEvents(ctx, tx, event);
    return { order: moved, notice, alerts, event };
  });
  ctx.events.publish(notice);
  for (const alert of alerts) ctx.events.publish(alert);
  ctx.events.publish(event);
  const view = await loadOrderView(ctx.db, order.id);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
