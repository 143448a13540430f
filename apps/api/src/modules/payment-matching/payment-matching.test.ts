import {
  ORDER_STATUS,
  type Order,
  type PaymentMatch,
  type ReconciliationDetail,
  type StatementMapping,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { recordEvents } from '../../../test/support/events.ts';
import { orderRow } from '../../../test/support/order-rows.ts';
import { createOrder, finalize, operativeCustomer } from '../../../test/support/orders.ts';
import { orderInStatus, overlapping } from '../../../test/support/pipeline.ts';
import { dayMonthYear, sendStatement } from '../../../test/support/statements.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  auditLog,
  cambixAccounts,
  ledgerEntries,
  orderHistory,
  orders,
  paymentMatches,
} from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { randomCode } from '../orders/index.ts';

// docs/rules/finance-reports.md#payments-by-reference, on PGlite and PostgreSQL.

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let events: DomainEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
  events = recordEvents(t);
}, 60_000);
afterAll(() => t.close());

type Headers = Record<string, string>;

interface Line {
  date?: string;
  description: string;
  operation?: string;
  amount: string;
  payer?: string;
}

const MAPPING: StatementMapping = {
  dateColumn: 'Fecha',
  descriptionColumn: 'Descripción',
  operationColumn: 'N° Operación',
  payerAccountColumn: 'Cuenta origen',
  amountMode: 'single',
  amountColumn: 'Monto',
  debitColumn: null,
  creditColumn: null,
  dateFormat: 'DD/MM/YYYY',
  decimalSeparator: '.',
};
const { payerAccountColumn: _payer, ...WITHOUT_PAYER } = MAPPING;

/** A statement with the payer's account beside each line, as BBVA and Interbank list abonos. */
function statement(lines: readonly Line[]): Buffer {
  const rows = ['Fecha,Descripción,N° Operación,Monto,Cuenta origen'];
  for (const line of lines) {
    rows.push(
      [
        dayMonthYear(line.date ?? '2026-11-21'),
        line.description,
        line.operation ?? '',
        line.amount,
        line.payer ?? '',
      ].join(','),
    );
  }
  return Buffer.from(`${rows.join('\r\n')}\r\n`, 'utf8');
}

async function imported(
  accountId: number,
  lines: readonly Line[],
  mapping: StatementMapping = MAPPING,
  headers: Headers = admin,
): Promise<ReconciliationDetail> {
  const response = await sendStatement(t, headers, { accountId, file: statement(lines), mapping });
  expect(response.statusCode, response.body).toBe(200);
  return body<ReconciliationDetail>(response).data;
}

/** A reference no other order holds. */
const freshReference = () => randomCode().slice(0, 7);

/** A PENDIENTE order (voucher on file, as finalize leaves it) paid by reference. */
async function pendingOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE, {
    paymentReference: freshReference(),
    ...overrides,
  });
  return { customer, order: order as typeof order & { paymentReference: string } };
}

const matchesOf = (orderId: number) =>
  t.ctx.db
    .select()
    .from(paymentMatches)
    .then((rows) => rows.filter((row) => row.candidateOrderIds.includes(orderId)));
const ledgerOf = (orderId: number) =>
  t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
const historyOf = (orderId: number) =>
  t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function otherCollectionAccount(accountId: number): Promise<number> {
  const rows = await t.ctx.db
    .select({ id: cambixAccounts.id, purpose: cambixAccounts.purpose, currency: cambixAccounts.currency })
    .from(cambixAccounts);
  return rows.find((row) => row.id !== accountId && row.currency === 'PEN')!.id;
}

describe('a customer who pays with the reference and uploads nothing', () => {
  it('finalizes without a voucher, and importing the statement approves the payment as Pagos would', async () => {
    const { user, headers } = await operativeCustomer(t);
    const placed = await createOrder(t, headers, '750');
    expect(placed.paymentReference).toBeNull();

    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/order/payment-reference/${placed.id}`,
      headers,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const reference = body<Order>(chosen).data.paymentReference!;
    expect(reference).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{7}$/);
    // Asking again keeps the one drawn: the customer may already have paid with it.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/order/payment-reference/${placed.id}`,
      headers,
    });
    expect(body<Order>(again).data.paymentReference).toBe(reference);

    const finalized = await finalize(t, headers, placed.id);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(body<Order>(finalized).data).toMatchObject({ status: ORDER_STATUS.PENDIENTE, voucher: null });
    // Once finalized the reference is the order's: no new draw.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/order/payment-reference/${placed.id}`,
      headers,
    });
    expect(body(late).code).toBe('ORDER_NOT_EDITABLE');

    const { collectionAccountId } = await orderRow(t.ctx, placed.id);
    t.clock.advance(60_000);
    const now = t.clock.now();
    const detail = await imported(collectionAccountId, [
      { description: 'PAGO SERVICIOS LUZ', amount: '-120.00', operation: '100' },
      {
        description: `TRANSF DE ${user.nombres} ${reference.toLowerCase().slice(0, 3)} ${reference.slice(3)}`,
        operation: '0055443',
        amount: '750.00',
        payer: placed.destination.accountNumber,
      },
    ]);
    expect(detail.paymentMatches).toEqual({ automatic: 1, queued: 0 });

    const row = await orderRow(t.ctx, placed.id);
    expect(row).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      approvedBy: adminId,
      approvedAt: now,
      incomingOperationNumber: '0055443',
    });
    expect((await historyOf(placed.id)).at(-1)).toMatchObject({
      fromStatus: ORDER_STATUS.PENDIENTE,
      toStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      actorId: adminId,
      note: 'Aprobado automáticamente: referencia, monto y cuenta del pagador coinciden (extracto del 21/11/2026, línea 3).',
    });
    expect(await ledgerOf(placed.id)).toEqual([
      expect.objectContaining({
        cambixAccountId: collectionAccountId,
        direction: 'ingreso',
        kind: 'payment',
        amount: '750.00',
        operationNumber: '0055443',
        actorId: adminId,
      }),
    ]);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.approve'), eq(auditLog.targetId, String(placed.id))));
    expect(audits).toHaveLength(1);
    const [match] = await matchesOf(placed.id);
    expect(match).toMatchObject({
      state: 'automatic',
      rule: 'reference_amount_payer',
      orderId: placed.id,
      reconciliationId: detail.id,
      lineNumber: 3,
    });
    const matchAudit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment-match.automatic'), eq(auditLog.targetId, String(match!.id))));
    expect(matchAudit).toHaveLength(1);

    await settle();
    expect(events.filter((event) => event.type === 'order.approved' && event.orderId === placed.id)).toEqual([
      expect.objectContaining({ actorId: adminId, toStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION }),
    ]);
    await t.drain();
    const mail = (await t.outbox()).find(
      (candidate) =>
        candidate.to.includes(user.email!) &&
        candidate.subject === `Confirmamos tu pago de la orden ${placed.code}`,
    );
    expect(mail).toBeDefined();

    const seen = await t.app.inject({ method: 'GET', url: `/api/order/${placed.code}`, headers });
    expect(body<Order>(seen).data).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      paymentReference: reference,
      voucher: null,
    });
  });

  it('still needs a voucher to finalize an order the customer did not choose to pay by reference', async () => {
    const { headers } = await operativeCustomer(t);
    const placed = await createOrder(t, headers, '300');
    const response = await finalize(t, headers, placed.id);
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('ORDER_VOUCHER_REQUIRED');
  });
});

describe('a line that names a reference but does not agree waits in the queue', () => {
  // insertOrder's orders owe S/ 500.00.
  it.each([
    {
      name: 'an amount a cent short',
      reason: 'amount_differs',
      line: () => ({ amount: '499.99' }),
    },
    {
      name: 'an amount a cent over',
      reason: 'amount_differs',
      line: () => ({ amount: '500.01' }),
    },
    {
      name: 'a payer who is not the customer',
      reason: 'payer_not_customer',
      line: () => ({ payer: '19499999999999' }),
    },
  ])('$name', async ({ reason, line }) => {
    const { order } = await pendingOrder();
    const detail = await imported(order.collectionAccountId, [
      {
        description: `PAGO ${order.paymentReference}`,
        amount: order.sendAmount,
        payer: order.destination.accountNumber,
        ...line(),
      },
    ]);
    expect(detail.paymentMatches).toEqual({ automatic: 0, queued: 1 });
    expect(await matchesOf(order.id)).toEqual([
      expect.objectContaining({ state: 'queued', reason, candidateOrderIds: [order.id], orderId: null }),
    ]);
    expect((await orderRow(t.ctx, order.id)).status).toBe(ORDER_STATUS.PENDIENTE);
    expect(await ledgerOf(order.id)).toEqual([]);
  });

  it('two candidate orders', async () => {
    const one = await pendingOrder();
    const two = await pendingOrder({ collectionAccountId: one.order.collectionAccountId });
    await imported(one.order.collectionAccountId, [
      {
        description: `${one.order.paymentReference} ${two.order.paymentReference}`,
        amount: one.order.sendAmount,
        payer: one.order.destination.accountNumber,
      },
    ]);
    expect(await matchesOf(one.order.id)).toEqual([
      expect.objectContaining({
        state: 'queued',
        reason: 'several_orders',
        candidateOrderIds: [one.order.id, two.order.id],
      }),
    ]);
    expect((await orderRow(t.ctx, one.order.id)).status).toBe(ORDER_STATUS.PENDIENTE);
    expect((await orderRow(t.ctx, two.order.id)).status).toBe(ORDER_STATUS.PENDIENTE);
  });

  it.each([ORDER_STATUS.TEMPORAL, ORDER_STATUS.FALLIDA, ORDER_STATUS.TERMINADA])(
    'the reference of an order in status %s',
    async (status) => {
      const { order } = await orderInStatus(t, status, { paymentReference: freshReference() });
      await imported(order.collectionAccountId, [
        { description: `PAGO ${order.paymentReference}`, amount: order.sendAmount },
      ]);
      expect(await matchesOf(order.id)).toEqual([
        expect.objectContaining({ state: 'queued', reason: 'order_not_pending' }),
      ]);
      expect((await orderRow(t.ctx, order.id)).status).toBe(status);
    },
  );

  it('an order that pays into another account', async () => {
    const { order } = await pendingOrder();
    const other = await otherCollectionAccount(order.collectionAccountId);
    await imported(other, [{ description: `PAGO ${order.paymentReference}`, amount: order.sendAmount }]);
    expect(await matchesOf(order.id)).toEqual([
      expect.objectContaining({ state: 'queued', reason: 'other_account' }),
    ]);
    expect(await ledgerOf(order.id)).toEqual([]);
  });

  it('leaves alone lines that name no reference, and money out that does', async () => {
    const { order } = await pendingOrder();
    const detail = await imported(order.collectionAccountId, [
      { description: 'TRANSF SIN REFERENCIA', amount: order.sendAmount },
      { description: `DEVOLUCION ${order.paymentReference}`, amount: `-${order.sendAmount}` },
    ]);
    expect(detail.paymentMatches).toEqual({ automatic: 0, queued: 0 });
    expect(await matchesOf(order.id)).toEqual([]);
  });
});

describe('the statement without a payer column', () => {
  it('approves on reference and amount, and says the payer was not checked', async () => {
    const { order } = await pendingOrder();
    await imported(
      order.collectionAccountId,
      [{ description: `ABONO ${order.paymentReference}`, amount: order.sendAmount }],
      WITHOUT_PAYER,
    );
    expect(await matchesOf(order.id)).toEqual([
      expect.objectContaining({ state: 'automatic', rule: 'reference_amount' }),
    ]);
    const last = (await historyOf(order.id)).at(-1);
    expect(last?.note).toBe(
      'Aprobado automáticamente: referencia y monto coinciden; el extracto no muestra la cuenta del pagador (extracto del 21/11/2026, línea 2).',
    );
    // No operation number on the line: the reference stands for it.
    expect((await orderRow(t.ctx, order.id)).incomingOperationNumber).toBe(`REF ${order.paymentReference}`);
  });
});

describe('a line is used once', () => {
  it('importing the same statement again, or one that overlaps it, takes no line twice', async () => {
    const { order } = await pendingOrder();
    const paid: Line = {
      description: `PAGO ${order.paymentReference}`,
      operation: '7001',
      amount: order.sendAmount,
      payer: order.destination.accountNumber,
    };
    const first = await imported(order.collectionAccountId, [paid]);
    expect(first.paymentMatches).toEqual({ automatic: 1, queued: 0 });
    const again = await imported(order.collectionAccountId, [paid]);
    expect(again.paymentMatches).toEqual({ automatic: 0, queued: 0 });
    const overlapping = await imported(order.collectionAccountId, [
      { date: '2026-11-20', description: 'OTRO', amount: '5.00' },
      paid,
    ]);
    expect(overlapping.paymentMatches).toEqual({ automatic: 0, queued: 0 });
    expect(await matchesOf(order.id)).toHaveLength(1);
    expect(await ledgerOf(order.id)).toHaveLength(1);
  });

  it('a second, different transfer with the same reference waits: the order was paid already', async () => {
    const { order } = await pendingOrder();
    const paid = { description: `PAGO ${order.paymentReference}`, amount: order.sendAmount };
    await imported(order.collectionAccountId, [
      { ...paid, operation: '8001' },
      { ...paid, operation: '8002' },
    ]);
    const matches = await matchesOf(order.id);
    expect(matches.map((match) => [match.state, match.reason])).toEqual([
      ['automatic', null],
      ['queued', 'order_not_pending'],
    ]);
    expect(await ledgerOf(order.id)).toHaveLength(1);
  });

  it('two imports of one statement at once approve once', async () => {
    const { order } = await pendingOrder();
    const paid: Line = {
      description: `PAGO ${order.paymentReference}`,
      operation: '9001',
      amount: order.sendAmount,
    };
    const lockOrder = (tx: Tx) => tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const details = await overlapping(t, lockOrder, 2, () =>
      Promise.all([
        sendStatement(t, admin, {
          accountId: order.collectionAccountId,
          file: statement([paid]),
          mapping: MAPPING,
        }),
        sendStatement(t, admin, {
          accountId: order.collectionAccountId,
          file: statement([paid]),
          mapping: MAPPING,
        }),
      ]),
    );
    expect(details.map((response) => response.statusCode)).toEqual([200, 200]);
    const counts = details.map(
      (response) => body<ReconciliationDetail>(response).data.paymentMatches.automatic,
    );
    expect(counts.sort()).toEqual([0, 1]);
    expect(await matchesOf(order.id)).toHaveLength(1);
    expect(await ledgerOf(order.id)).toHaveLength(1);
    expect(await historyOf(order.id)).toHaveLength(1);
  });
});

describe("Pagos' queue", () => {
  const list = (headers: Headers, state: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/finance/payment-matches?state=${state}`, headers });
  const decide = (headers: Headers, matchId: number, action: 'approve' | 'dismiss', payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/payment-matches/${matchId}/${action}`,
      headers,
      payload,
    });

  async function queuedFor(order: {
    id: number;
    paymentReference: string;
    collectionAccountId: number;
    sendAmount: string;
  }) {
    await imported(order.collectionAccountId, [
      { description: `PAGO ${order.paymentReference}`, amount: order.sendAmount, payer: '19400000000001' },
    ]);
    const [match] = await matchesOf(order.id);
    expect(match?.state).toBe('queued');
    return match!;
  }

  it('shows a queued line with its candidates; approving one goes through the approval and records who', async () => {
    const { order } = await pendingOrder();
    const match = await queuedFor(order);
    const pagos = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: true }]);
    const queue = body<PaymentMatch[]>(await list(pagos.headers, 'queued')).data;
    const shown = queue.find((item) => item.id === match.id);
    expect(shown).toMatchObject({
      state: 'queued',
      reason: 'payer_not_customer',
      line: { payerAccount: '19400000000001', amount: order.sendAmount },
      candidates: [{ orderId: order.id, code: order.code, paymentReference: order.paymentReference }],
    });

    const approved = await decide(pagos.headers, match.id, 'approve', { orderId: order.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body<PaymentMatch>(approved).data).toMatchObject({
      state: 'approved',
      order: { id: order.id, code: order.code },
      decidedBy: { id: pagos.user.id },
    });
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      approvedBy: pagos.user.id,
    });
    expect((await historyOf(order.id)).at(-1)?.note).toBe(
      'Aprobado desde la cola de pagos por referencia (extracto del 21/11/2026, línea 2).',
    );
    expect(await ledgerOf(order.id)).toHaveLength(1);
    const again = await decide(pagos.headers, match.id, 'approve', { orderId: order.id });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('PAYMENT_MATCH_DECIDED');
  });

  it('refuses an order that is not a candidate of the line', async () => {
    const { order } = await pendingOrder();
    const stranger = await pendingOrder();
    const match = await queuedFor(order);
    const refused = await decide(admin, match.id, 'approve', { orderId: stranger.order.id });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).code).toBe('PAYMENT_MATCH_NOT_CANDIDATE');
    expect((await orderRow(t.ctx, stranger.order.id)).status).toBe(ORDER_STATUS.PENDIENTE);
  });

  it('dismisses a line with its reason, audited; the order stays as it was', async () => {
    const { order } = await pendingOrder();
    const match = await queuedFor(order);
    const short = await decide(admin, match.id, 'dismiss', { reason: ' ' });
    expect(short.statusCode).toBe(400);
    const dismissed = await decide(admin, match.id, 'dismiss', {
      reason: 'Pago de un tercero: se devolvió.',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(body<PaymentMatch>(dismissed).data).toMatchObject({
      state: 'dismissed',
      dismissReason: 'Pago de un tercero: se devolvió.',
      decidedBy: { id: adminId },
    });
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment-match.dismiss'), eq(auditLog.targetId, String(match.id))));
    expect(audits).toEqual([
      expect.objectContaining({ actorId: adminId, note: 'Pago de un tercero: se devolvió.' }),
    ]);
    expect((await orderRow(t.ctx, order.id)).status).toBe(ORDER_STATUS.PENDIENTE);
  });

  it('the officer reads every automatic approval with its rule, and may not decide', async () => {
    const { order } = await pendingOrder();
    await imported(order.collectionAccountId, [
      {
        description: `PAGO ${order.paymentReference}`,
        amount: order.sendAmount,
        payer: order.destination.accountNumber,
      },
    ]);
    const officer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
    const automatic = body<PaymentMatch[]>(await list(officer.headers, 'automatic')).data;
    expect(automatic.find((item) => item.order?.id === order.id)).toMatchObject({
      rule: 'reference_amount_payer',
      line: { description: `PAGO ${order.paymentReference}` },
    });
    const [match] = await matchesOf(order.id);
    expect(
      (await decide(officer.headers, match!.id, 'dismiss', { reason: 'No corresponde' })).statusCode,
    ).toBe(403);
  });
});
