import {
  CUSTOMER_ORDER_STATUS,
  ORDER_STATUS,
  type OrderStatus,
  type PartnerOrder,
  type WebhookEventType,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orders, partnerSettlements, partnerShares } from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';
import type { PartnerEventRecorder } from '../../platform/partner-events.ts';
import { getPartnerOrder } from '../partners-orders/index.ts';
import { recordPartnerEvent } from './record-partner-event.ts';

/**
 * A status as the partner reads it: the customer's words (docs/rules/partners.md#status-words); a TEMPORAL
 * order closed unpaid is named for how it closed.
 */
export const partnerStatus = (code: OrderStatus, closed?: 'Vencida' | 'Cancelada') => ({
  code,
  name: closed ?? CUSTOMER_ORDER_STATUS[code].name,
});

/** An order's move as an event: the status it leaves and reaches; a TEMPORAL order closed unpaid is named. */
export interface OrderMove {
  type: WebhookEventType;
  from: OrderStatus | null;
  to: OrderStatus;
  closedAs?: 'Vencida' | 'Cancelada';
}

/** A TEMPORAL order dropped on request (by its partner or its client) before it expired. */
const CANCELLED_TEMPORAL: OrderMove = {
  type: 'order.cancelled',
  from: ORDER_STATUS.TEMPORAL,
  to: ORDER_STATUS.TEMPORAL,
  closedAs: 'Cancelada',
};

/** Each order move and the catalogue's event for it, with the status it leaves and the one it reaches. */
const ORDER_MOVES: Partial<Record<DomainEvent['type'], OrderMove>> = {
  'order.created': { type: 'order.created', from: null, to: ORDER_STATUS.TEMPORAL },
  'order.finalized': { type: 'order.finalized', from: ORDER_STATUS.TEMPORAL, to: ORDER_STATUS.PENDIENTE },
  'order.approved': {
    type: 'order.paid',
    from: ORDER_STATUS.PENDIENTE,
    to: ORDER_STATUS.PENDIENTE_DEVOLUCION,
  },
  'order.rejected': { type: 'order.cancelled', from: ORDER_STATUS.PENDIENTE, to: ORDER_STATUS.FALLIDA },
  'order.observed': {
    type: 'order.observed',
    from: ORDER_STATUS.PENDIENTE_DEVOLUCION,
    to: ORDER_STATUS.OBSERVADA,
  },
  'order.fixed': {
    type: 'order.corrected',
    from: ORDER_STATUS.OBSERVADA,
    to: ORDER_STATUS.PENDIENTE_DEVOLUCION,
  },
  'order.cancelled': { type: 'order.cancelled', from: ORDER_STATUS.OBSERVADA, to: ORDER_STATUS.FALLIDA },
  'order.paid-out': {
    type: 'order.paid_out',
    from: ORDER_STATUS.PENDIENTE_DEVOLUCION,
    to: ORDER_STATUS.TERMINADA,
  },
  'order.expired': {
    type: 'order.expired',
    from: ORDER_STATUS.TEMPORAL,
    to: ORDER_STATUS.TEMPORAL,
    closedAs: 'Vencida',
  },
};

/** The move a domain event is, or none for one partners are not told of; `cancelled` for an expiry asked for. */
export function orderMoveOf(domainType: DomainEvent['type'], cancelled = false): OrderMove | undefined {
  return cancelled && domainType === 'order.expired' ? CANCELLED_TEMPORAL : ORDER_MOVES[domainType];
}

/** What an order event tells: the statuses it leaves and reaches in the partner's words, and the order. */
const moveData = (move: OrderMove, order: PartnerOrder) => ({
  previousStatus: move.from === null ? null : partnerStatus(move.from),
  status: partnerStatus(move.to, move.closedAs),
  order,
});

/**
 * The catalogue's event for a move of a partner order, in the move's transaction: its previous and new status
 * in the partner's words and the order as the API will return it once that commits. A customer's own order
 * (no partner) has none.
 */
export async function recordOrderEvent(
  ctx: AppContext,
  tx: Tx,
  domainType: DomainEvent['type'],
  orderId: number,
  cancelled = false,
): Promise<number[]> {
  const move = orderMoveOf(domainType, cancelled);
  if (!move) return [];
  const [row] = await tx
    .select({ partnerId: orders.partnerId, code: orders.code })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row?.partnerId) return [];
  const order = await getPartnerOrder(ctx, row.partnerId, row.code, tx);
  return recordPartnerEvent(ctx, tx, {
    partnerId: row.partnerId,
    type: move.type,
    orderId,
    data: moveData(move, order),
  });
}

/**
 * The same event for a move of a sandbox order (docs/rules/partners.md#sandbox), to the same endpoints, its
 * body saying `"sandbox": true`; it names no order of `orders`.
 */
export function recordSandboxEvent(
  ctx: AppContext,
  tx: Tx,
  partnerId: number,
  move: OrderMove,
  order: PartnerOrder,
): Promise<number[]> {
  return recordPartnerEvent(ctx, tx, {
    partnerId,
    type: move.type,
    orderId: null,
    sandbox: true,
    data: moveData(move, order),
  });
}

/** `share.settled` for each share a settlement paid: the share, its order's code and the settlement. */
export async function recordShareEvents(ctx: AppContext, tx: Tx, settlementId: number): Promise<void> {
  const shares = await tx
    .select({ share: partnerShares, settlement: partnerSettlements, orderCode: orders.code })
    .from(partnerShares)
    .innerJoin(partnerSettlements, eq(partnerSettlements.id, partnerShares.settlementId))
    .innerJoin(orders, eq(orders.id, partnerShares.orderId))
    .where(eq(partnerShares.settlementId, settlementId))
    .orderBy(partnerShares.id);
  for (const { share, settlement, orderCode } of shares) {
    await recordPartnerEvent(ctx, tx, {
      partnerId: share.partnerId,
      type: 'share.settled',
      orderId: share.orderId,
      data: {
        share: {
          orderCode,
          commission: share.commission,
          sharePercent: share.sharePercent,
          amount: share.amount,
          accruedAt: share.accruedAt.toISOString(),
        },
        settlement: {
          id: settlement.id,
          periodFrom: settlement.periodFrom,
          periodTo: settlement.periodTo,
          operationNumber: settlement.operationNumber,
          settledAt: settlement.createdAt.toISOString(),
        },
      },
    });
  }
}

/**
 * What partners are told of a domain event, written in the transaction that makes it (decision 214): the
 * composition roots give it to every context as `partnerEvents`.
 */
export const partnerEventRecorder: PartnerEventRecorder = {
  async record(ctx, tx, event) {
    if (event.type === 'partner.shares-settled') await recordShareEvents(ctx, tx, event.settlementId);
    // Creating and expiring say whose order it is: a customer's own costs no query (the order path counts them).
    else if ((event.type === 'order.created' || event.type === 'order.expired') && event.partnerId === null)
      return;
    else if (event.orderId !== undefined)
      await recordOrderEvent(
        ctx,
        tx,
        event.type,
        event.orderId,
        event.type === 'order.expired' && event.cancelled === true,
      );
  },
};
