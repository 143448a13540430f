import { ORDER_STATUS, ROLE_IDS, type OrderLinkSummary } from '@cambix/contract';
import type { createOrderLinkRequest } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { withFreshCode } from '../../platform/db/fresh-code.ts';
import { banks, orderLinks, orders, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { refuse, problem } from '../../platform/refusal.ts';
import { drawCode, isExpired } from '../orders/index.ts';
import { LINK_CODE_CONSTRAINT, toOrderLinkSummary, type LinkKind } from './link-facts.ts';

type CreateInput = z.output<typeof createOrderLinkRequest>;

const HOUR_MS = 3_600_000;
const CLOSED_ACCOUNTS = new Set(['BLOQUEADO', 'RECHAZADO']);

async function findCustomer(db: Queryable, userId: number) {
  const [customer] = await db
    .select({
      id: users.id,
      nombres: users.nombres,
      apellidoPaterno: users.apellidoPaterno,
      apellidoMaterno: users.apellidoMaterno,
      documentNumber: users.documentNumber,
      accountStatus: users.accountStatus,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.roleId, ROLE_IDS.Cliente)));
  if (!customer) throw new AppError('USER_NOT_FOUND');
  if (CLOSED_ACCOUNTS.has(customer.accountStatus)) {
    throw refuse([
      problem(
        'userId',
        'ACCOUNT_NOT_OPERATIVE',
        'Este cliente no puede operar: su cuenta está bloqueada o rechazada.',
      ),
    ]);
  }
  return customer;
}

async function assertBankActive(db: Queryable, bankId: number): Promise<void> {
  const [bank] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.id, bankId), eq(banks.active, true)));
  if (!bank) throw refuse([problem('bankId', 'BANK_NOT_FOUND')]);
}

/** The customer's order a finalize link (TEMPORAL) or a modification link (TEMPORAL or OBSERVADA) is for. */
async function findLinkableOrder(db: Queryable, kind: LinkKind, orderId: number, userId: number, now: Date) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw refuse([problem('orderId', 'ORDER_NOT_FOUND')]);
  if (isExpired(order, now)) throw refuse([problem('orderId', 'ORDER_EXPIRED', 'Esta orden ya venció.')]);
  const linkable =
    order.status === ORDER_STATUS.TEMPORAL ||
    (kind === 'modification' && order.status === ORDER_STATUS.OBSERVADA);
  if (!linkable) {
    throw refuse([
      problem(
        'orderId',
        'ORDER_NOT_EDITABLE',
        kind === 'modification'
          ? 'Solo una orden temporal u observada admite un link de modificación.'
          : 'Solo una orden temporal admite un link para finalizar.',
      ),
    ]);
  }
  return order;
}

/**
 * Staff make a link for an existing customer (docs/rules/order-links.md#creating-a-link): a new order,
 * optionally with amount and bank preset, or a quick-finalize or modification link for one of the customer's
 * open orders. Audited.
 */
export async function createOrderLink(
  ctx: AppContext,
  actor: Principal,
  input: CreateInput,
): Promise<OrderLinkSummary> {
  const now = ctx.now();
  const customer = await findCustomer(ctx.db, input.userId);
  const isNewOrder = input.kind === 'new_order';
  if (isNewOrder && input.bankId !== undefined) await assertBankActive(ctx.db, input.bankId);
  const order =
    input.orderId === undefined
      ? null
      : await findLinkableOrder(ctx.db, input.kind, input.orderId, customer.id, now);

  const link = await withFreshCode(LINK_CODE_CONSTRAINT, () =>
    ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(orderLinks)
        .values({
          code: drawCode(ctx),
          kind: input.kind,
          userId: customer.id,
          orderId: order?.id ?? null,
          presetAmount: isNewOrder ? (input.amount ?? null) : null,
          presetBankId: isNewOrder ? (input.bankId ?? null) : null,
          createdBy: actor.userId,
          expiresAt: new Date(now.getTime() + input.validHours * HOUR_MS),
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('order link not inserted');
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'order-link.create',
        targetType: 'order_link',
        targetId: created.id,
        after: {
          code: created.code,
          kind: created.kind,
          userId: created.userId,
          orderId: created.orderId,
          presetAmount: created.presetAmount,
          presetBankId: created.presetBankId,
          expiresAt: created.expiresAt.toISOString(),
        },
      });
      return created;
    }),
  );
  const name = [customer.nombres, customer.apellidoPaterno, customer.apellidoMaterno]
    .filter(Boolean)
    .join(' ');
  return toOrderLinkSummary(
    ctx.config,
    link,
    { id: customer.id, name, dni: customer.documentNumber },
    order?.code ?? null,
    now,
  );
}
