import {
  ORDER_STATUS,
  type PartnerOrder,
  type PartnerSandboxMoveRequest,
  type SandboxAction,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { partnerSandboxOrders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { orderMoveOf, recordSandboxEvent, type OrderMove } from '../partners-webhooks/index.ts';
import { findSandboxOrder, sandboxAnswer, type SandboxKey } from './sandbox-order-view.ts';

/** Each simulated action is the move of a real order that a domain event names. */
const ACTION_MOVES: Record<SandboxAction, DomainEvent['type']> = {
  finalize: 'order.finalized',
  pay: 'order.approved',
  reject: 'order.rejected',
  observe: 'order.observed',
  correct: 'order.fixed',
  pay_out: 'order.paid-out',
  expire: 'order.expired',
};

/** The catalogue's move for a domain event; every one the sandbox makes has one. */
export function sandboxMove(type: DomainEvent['type'], cancelled = false): OrderMove {
  const move = orderMoveOf(type, cancelled);
  // Stryker disable next-line all: every type above is in the catalogue
  if (!move) throw new Error(`no partner event for ${type}`);
  return move;
}

/** What a real order would tell after the move: its status, times, link and staff's note. */
function movedAnswer(
  order: PartnerOrder,
  move: OrderMove,
  note: string | undefined,
  now: Date,
): PartnerOrder {
  const at = now.toISOString();
  const moved: PartnerOrder = { ...order, status: move.to };
  if (move.closedAs) moved.link = { ...order.link, state: 'vencida' };
  if (move.to === ORDER_STATUS.PENDIENTE) {
    moved.finalizedAt = at;
    moved.link = { ...order.link, state: 'usada' };
    // The client signs the declaración jurada on the link before finalizing.
    if (order.declarationRequired) moved.declarationSignedAt = at;
  }
  if (move.to === ORDER_STATUS.OBSERVADA) moved.note = note ?? 'Observación de prueba del sandbox.';
  else if (move.to === ORDER_STATUS.FALLIDA) moved.note = note ?? 'Pago rechazado en el sandbox.';
  else moved.note = null;
  if (move.to === ORDER_STATUS.TERMINADA) moved.paidOutAt = at;
  return moved;
}

/**
 * Moves a sandbox order one step, as its client or Cambix's staff would move a real one
 * (docs/rules/partners.md#sandbox): only from the status that move leaves, and a TEMPORAL order only while
 * it is open, refused with the codes a real order's move gets; the order is locked while it moves, and the
 * move's event is recorded in the same transaction.
 */
async function moveSandboxOrder(
  ctx: AppContext,
  key: SandboxKey,
  code: string,
  move: OrderMove,
  refusal: 'ORDER_NOT_EDITABLE' | 'PARTNER_SANDBOX_MOVE_REFUSED',
  note?: string,
): Promise<PartnerOrder> {
  return ctx.db.transaction(async (tx) => {
    const row = await findSandboxOrder(tx, key.partnerId, code, { lock: true });
    const order = sandboxAnswer(row);
    const closed = order.status === ORDER_STATUS.TEMPORAL && order.link.state !== 'activa';
    if (closed && move.from === ORDER_STATUS.TEMPORAL) throw new AppError('ORDER_EXPIRED');
    if (order.status !== move.from) throw new AppError(refusal);
    const now = ctx.now();
    const moved = movedAnswer(order, move, note, now);
    await tx
      .update(partnerSandboxOrders)
      .set({ status: moved.status, answer: moved, updatedAt: now })
      .where(eq(partnerSandboxOrders.id, row.id));
    await recordSandboxEvent(ctx, tx, key.partnerId, move, moved);
    return moved;
  });
}

/** `POST /api/partner-api/v1/orders/{code}/simulate`, test keys only. */
export function simulateSandboxOrder(
  ctx: AppContext,
  key: SandboxKey,
  code: string,
  request: Required<Pick<PartnerSandboxMoveRequest, 'action'>> & { note?: string | undefined },
): Promise<PartnerOrder> {
  const move = sandboxMove(ACTION_MOVES[request.action]);
  return moveSandboxOrder(ctx, key, code, move, 'PARTNER_SANDBOX_MOVE_REFUSED', request.note);
}

/** `POST /api/partner-api/v1/orders/{code}/cancel` with a test key: as a real TEMPORAL order is cancelled. */
export function cancelSandboxOrder(ctx: AppContext, key: SandboxKey, code: string): Promise<PartnerOrder> {
  return moveSandboxOrder(ctx, key, code, sandboxMove('order.expired', true), 'ORDER_NOT_EDITABLE');
}
