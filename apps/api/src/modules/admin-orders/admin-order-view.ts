import {
  ERROR_MESSAGES,
  STAFF_ORDER_ACTIONS,
  type AdminOrder,
  type OrderStatus,
  type StaffOrderAction,
} from '@cambix/contract';
import { alias } from 'drizzle-orm/pg-core';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orderHistory, orders, partners, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { getMyPermissions } from '../admin-users/index.ts';
import { awaitsConfirmation } from '../bank-accounts/index.ts';
import { isPayable, loadOrderView } from '../orders/index.ts';
import { getSettings } from '../settings/index.ts';
import { closedTemporalAt } from './admin-order-rows.ts';
import { personNameSql } from './order-people.ts';
import { choosePayoutAccount } from './payout-account.ts';

const approvers = alias(users, 'approvers');
const payers = alias(users, 'payers');
const actors = alias(users, 'actors');

const actorOf = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

/** The transitions the viewer may ask for now, and why one the status allows is held back. */
async function actionsFor(
  ctx: AppContext,
  viewer: Principal,
  order: { status: number; approvedBy: number | null; receiveAmount: string },
  destinationUnconfirmed: boolean,
): Promise<Pick<AdminOrder, 'allowedActions' | 'blockedReason'>> {
  const candidates = (Object.keys(STAFF_ORDER_ACTIONS) as StaffOrderAction[]).filter(
    (action) => STAFF_ORDER_ACTIONS[action].from === order.status,
  );
  if (candidates.length === 0) return { allowedActions: [], blockedReason: null };
  const { modules } = await getMyPermissions(ctx, viewer);
  const editable = new Set(modules.filter((grant) => grant.canEdit).map((grant) => grant.module));
  let allowedActions = candidates.filter((action) => editable.has(STAFF_ORDER_ACTIONS[action].module));
  let blockedReason: string | null = null;
  const payoutHeld = !isPayable(order)
    ? ERROR_MESSAGES.PAYOUT_AMOUNT_NOT_POSITIVE
    : destinationUnconfirmed
      ? ERROR_MESSAGES.PAYOUT_DESTINATION_UNCONFIRMED
      : null;
  if (allowedActions.includes('payout') && payoutHeld) {
    allowedActions = allowedActions.filter((action) => action !== 'payout');
    blockedReason = payoutHeld;
  }
  if (allowedActions.includes('payout') && order.approvedBy === viewer.userId) {
    const { fourEyes } = await getSettings(ctx, 'limits');
    if (fourEyes) {
      allowedActions = allowedActions.filter((action) => action !== 'payout');
      blockedReason = ERROR_MESSAGES.ORDER_FOUR_EYES;
    }
  }
  return { allowedActions, blockedReason };
}

/**
 * One order as staff see it (docs/rules/screens.md#staff-screens): the customer's view plus who the customer
 * is, the pipeline's facts with names, the history with its actors, the payout account and the actions
 * `viewer` may take now. The pipeline's actions answer with it too.
 */
export async function loadAdminOrder(
  ctx: AppContext,
  orderId: number,
  viewer: Principal,
): Promise<AdminOrder> {
  const [row] = await ctx.db
    .select({
      order: orders,
      customer: {
        id: users.id,
        name: personNameSql(users),
        documentType: users.documentType,
        documentNumber: users.documentNumber,
        email: users.email,
        phone: users.celular,
      },
      approverName: personNameSql(approvers),
      payerName: personNameSql(payers),
      partner: { id: partners.id, name: partners.name },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .leftJoin(approvers, eq(approvers.id, orders.approvedBy))
    .leftJoin(payers, eq(payers.id, orders.paidOutBy))
    .where(eq(orders.id, orderId));
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const { order } = row;
  const destinationUnconfirmed = await awaitsConfirmation(ctx.db, order.destinationAccountId);

  const [view, history, payoutAccount, actions] = await Promise.all([
    loadOrderView(ctx.db, orderId),
    ctx.db
      .select({
        fromStatus: orderHistory.fromStatus,
        toStatus: orderHistory.toStatus,
        at: orderHistory.createdAt,
        note: orderHistory.note,
        actorId: orderHistory.actorId,
        actorName: personNameSql(actors),
        linkId: orderHistory.linkId,
      })
      .from(orderHistory)
      .leftJoin(actors, eq(actors.id, orderHistory.actorId))
      .where(eq(orderHistory.orderId, orderId))
      .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id)),
    choosePayoutAccount(ctx.db, order),
    actionsFor(ctx, viewer, order, destinationUnconfirmed),
  ]);
  if (!view) throw new AppError('ORDER_NOT_FOUND');

  return {
    ...view,
    customer: row.customer,
    partner: row.partner,
    statusSince: order.statusChangedAt.toISOString(),
    expiredAt: closedTemporalAt(order),
    incomingOperationNumber: order.incomingOperationNumber,
    payoutOperationNumber: order.payoutOperationNumber,
    approvedAt: order.approvedAt?.toISOString() ?? null,
    approvedBy: actorOf(order.approvedBy, row.approverName),
    thirdPartyPayer: order.thirdPartyPayerName
      ? { name: order.thirdPartyPayerName, document: order.thirdPartyPayerDocument }
      : null,
    paidOutAt: order.paidOutAt?.toISOString() ?? null,
    paidOutBy: actorOf(order.paidOutBy, row.payerName),
    rejectionReason: order.rejectionReason,
    observedNote: order.observedNote,
    payoutAccount: payoutAccount && {
      bank: {
        id: payoutAccount.bank.id,
        code: payoutAccount.bank.code,
        name: payoutAccount.bank.name,
        shortName: payoutAccount.bank.shortName,
        color: payoutAccount.bank.color,
      },
      currency: payoutAccount.currency,
      accountNumber: payoutAccount.accountNumber,
      cci: payoutAccount.cci,
      holderName: payoutAccount.holderName,
    },
    declaration:
      order.declarationSignature !== null && order.declarationSignedAt !== null
        ? { signedBy: order.declarationSignature, signedAt: order.declarationSignedAt.toISOString() }
        : null,
    destinationAwaitsConfirmation: destinationUnconfirmed,
    history: history.map((entry) => ({
      fromStatus: entry.fromStatus as OrderStatus | null,
      toStatus: entry.toStatus as OrderStatus,
      at: entry.at.toISOString(),
      note: entry.note,
      actor: actorOf(entry.actorId, entry.actorName),
      viaLink: entry.linkId !== null,
    })),
    ...actions,
  };
}
