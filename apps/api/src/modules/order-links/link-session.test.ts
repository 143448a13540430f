import crypto from 'node:crypto';
import {
  ORDER_STATUS,
  type AdminOrder,
  type BankAccount,
  type Order,
  type OrderLinkSummary,
  type PointsSummary,
  type ResolvedLink,
  type Session,
} from '@cambix/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderHistory, orderLinks } from '../../platform/db/schema/index.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { insertOrder, insertOrderFile, orderRow } from '../../../test/support/order-rows.ts';
import { proveLink } from '../../../test/support/order-links.ts';
import { addAccount, bankByCode } from '../../../test/support/orders.ts';
import { orderInStatus, payout, staffAction } from '../../../test/support/pipeline.ts';
import { listen, openSocket, outcome } from '../../../test/support/sockets.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

async function makeLink(payload: Record<string, unknown>): Promise<OrderLinkSummary> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/order-links',
    headers: admin,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<OrderLinkSummary>(response).data;
}

const call = (method: Method, url: string, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function signedIn(documentNumber: string): Promise<Headers> {
  return { authorization: `Bearer ${body<Session>(await t.login(documentNumber)).data.token}` };
}

async function uploadVoucher(url: string, headers: Headers) {
  const form = multipart({}, { name: 'voucher.jpg', data: await photo() });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** A new PEN account at Interbank, as the customer fills the form. */
async function interbankAccount(number: string) {
  const bank = await bankByCode(t, '003');
  return {
    bankId: bank.id,
    accountTypeId: bank.accountTypes[0]!.id,
    currency: 'PEN',
    accountNumber: number,
    isProvincia: false,
    holderDeclaration: true,
  };
}

/** An approved order observed by staff, and the customer proved through the mailed modification link. */
async function observedThroughLink() {
  const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
    approvedAt: t.clock.now(),
  });
  expect(
    (await staffAction(t, admin, order.id, 'observe', { note: 'La cuenta está cerrada.' })).statusCode,
  ).toBe(200);
  const [link] = await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, order.id));
  const proved = await proveLink(t, link!.code, customer.email);
  return { customer, order, link: link!, session: proved.headers };
}

describe('a session an order link hands over (decision 070)', () => {
  it('reaches its link’s order and nothing else of the account', async () => {
    const customer = await insertCustomer(t.ctx);
    const other = await insertOrder(t.ctx, customer.id);
    const order = await insertOrder(t.ctx, customer.id);
    await insertOrderFile(t.ctx, order.id);
    const link = await makeLink({ userId: customer.id, kind: 'finalize', orderId: order.id });
    const otherLink = await makeLink({ userId: customer.id, kind: 'finalize', orderId: other.id });
    const { headers } = await proveLink(t, link.code, customer.email);
    const [account] = body<BankAccount[]>(await call('GET', '/api/listBanksUser', headers)).data;

    expect((await call('GET', `/api/order/${order.code}`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/stateUser/${customer.id}`, headers)).statusCode).toBe(200);
    expect(body<Order | null>(await call('GET', '/api/order/active', headers)).data?.id).toBe(order.id);

    const outside: [Method, string, Record<string, unknown>?][] = [
      ['GET', `/api/order/${other.code}`],
      ['POST', `/api/order/save-order/${other.id}`, {}],
      ['POST', `/api/order/${order.code}/destination`, { destinationAccountId: account!.id }],
      ['POST', '/api/order/new-order', { idempotencyKey: crypto.randomUUID(), bankId: 1, sendAmount: '500' }],
      ['GET', '/api/listOrders'],
      ['GET', '/api/user/profile'],
      ['GET', '/api/user/kyc'],
      ['GET', '/api/user/points'],
      ['GET', '/api/user/referral-code'],
      ['GET', '/api/survey/1'],
      ['PUT', '/api/skipFormUpdateData'],
      ['GET', `/api/deleteBankUser/${account!.id}`],
      ['POST', `/api/user/bank-accounts/${account!.id}/confirm`],
      [
        'POST',
        '/api/user/createUpdateBank',
        { id: account!.id, ...(await interbankAccount('2003001112223')) },
      ],
      ['POST', '/api/generateUrl', { orderId: order.id, kind: 'voucher' }],
      ['GET', '/api/getInvoiceData?serie=B001&numero_recibo=1&bankId=1'],
      ['POST', '/api/updateUsedAmount', { userId: customer.id, amount: '0.00', reason: 'x' }],
      ['GET', `/api/getLimitAmount/${customer.id}`],
      ['GET', `/api/admin/users/${customer.id}`],
      ['GET', '/api/admin/order-links'],
    ];
    for (const [method, url, payload] of outside) {
      const refused = await call(method, url, headers, payload);
      expect([url, refused.statusCode, body(refused).code]).toEqual([url, 403, 'LINK_SESSION_OUT_OF_SCOPE']);
    }
    const otherUpload = await uploadVoucher(`/api/sendImageOrder/${other.id}`, headers);
    expect(body(otherUpload).code).toBe('LINK_SESSION_OUT_OF_SCOPE');

    // Another link of the same customer needs its own proof.
    const looked = body<ResolvedLink>(await call('GET', `/api/order-link/codigo/${otherLink.code}`, headers));
    expect(looked.data.proof).toBeDefined();
    expect(body(await call('POST', `/api/order-link/${otherLink.code}/finalize`, headers, {})).code).toBe(
      'ORDER_LINK_PROOF_REQUIRED',
    );
    expect(await orderRow(t.ctx, other.id)).toMatchObject({ status: ORDER_STATUS.TEMPORAL });

    // Its own order it finishes, through the customer endpoints as through the link's.
    expect((await uploadVoucher(`/api/sendImageOrder/${order.id}`, headers)).statusCode).toBe(200);
    const saved = await call('POST', `/api/order/save-order/${order.id}`, headers, {});
    expect(saved.statusCode, saved.body).toBe(200);
    const [finalized] = await t.ctx.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.toStatus, ORDER_STATUS.PENDIENTE)));
    expect(finalized).toMatchObject({ actorId: customer.id, linkId: link.id });
  });

  it('of a new-order link makes the one order of its link, and reaches only that', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', ubigeo: '150101' });
    const ownOrder = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.PENDIENTE });
    const link = await makeLink({ userId: customer.id, amount: '600.00' });
    const { headers } = await proveLink(t, link.code, customer.email);
    expect(body(await call('GET', '/api/order/active', headers)).data).toBeNull();
    expect(body<PointsSummary>(await call('GET', '/api/user/points', headers)).data.history).toEqual([]);
    expect((await call('GET', `/api/getLimitAmount/${customer.id}`, headers)).statusCode).toBe(200);

    const account = await addAccount(t, headers, '002');
    expect(account.confirmed).toBe(false);
    const bank = await bankByCode(t, '002');
    const order = {
      bankId: bank.id,
      sendAmount: '600',
      destinationAccountId: account.id,
      fundsOrigin: 'ahorros',
    };
    const created = await call('POST', '/api/order/new-order', headers, {
      ...order,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const made = body<Order>(created).data;
    expect(await orderRow(t.ctx, made.id)).toMatchObject({ linkId: link.id, channel: 'link' });
    expect(body<Order | null>(await call('GET', '/api/order/active', headers)).data?.id).toBe(made.id);
    expect((await call('GET', `/api/order/${made.code}`, headers)).statusCode).toBe(200);
    expect(body(await call('GET', `/api/order/${ownOrder.code}`, headers)).code).toBe(
      'LINK_SESSION_OUT_OF_SCOPE',
    );

    const second = await call('POST', '/api/order/new-order', headers, {
      ...order,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(body(second).code).toBe('ORDER_LINK_USED');
    // An idempotency key of another order of the customer answers nothing of it.
    const replay = await call('POST', '/api/order/new-order', headers, {
      ...order,
      idempotencyKey: ownOrder.idempotencyKey,
    });
    expect(body(replay).code).toBe('LINK_SESSION_OUT_OF_SCOPE');
  });
});

describe('an account added through a link (decision 072)', () => {
  it('waits for the customer’s confirmation from their own session before any payout', async () => {
    const { customer, order, session } = await observedThroughLink();
    const account = await addAccount(t, session, '003');
    expect(account.confirmed).toBe(false);
    const toConfirm = async () =>
      (await t.outbox()).find(
        (mail) => mail.to.includes(customer.email) && mail.subject === 'Confirma tu nueva cuenta en Cambix',
      )?.text;
    await expect.poll(toConfirm).toContain(`Interbank terminada en ${account.accountNumber.slice(-4)}`);

    const changed = await call('POST', `/api/order/${order.code}/destination`, session, {
      destinationAccountId: account.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('POST', `/api/order/save-order/${order.id}`, session, {})).statusCode).toBe(200);

    const seen = body<AdminOrder>(await call('GET', `/api/admin/orders/${order.id}`, admin)).data;
    expect(seen).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      destinationAwaitsConfirmation: true,
      blockedReason: expect.stringContaining('aún no la confirma'),
    });
    expect(seen.allowedActions).not.toContain('payout');
    const refused = await payout(t, admin, order.id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('PAYOUT_DESTINATION_UNCONFIRMED');
    expect(await orderRow(t.ctx, order.id)).toMatchObject({ status: ORDER_STATUS.PENDIENTE_DEVOLUCION });

    const confirmUrl = `/api/user/bank-accounts/${account.id}/confirm`;
    expect(body(await call('POST', confirmUrl, session)).code).toBe('LINK_SESSION_OUT_OF_SCOPE');
    const own = await signedIn(customer.documentNumber);
    const stranger = await signedIn((await insertCustomer(t.ctx)).documentNumber);
    expect(body(await call('POST', confirmUrl, stranger)).code).toBe('BANK_ACCOUNT_NOT_FOUND');
    const confirmed = await call('POST', confirmUrl, own);
    expect(body<BankAccount>(confirmed)).toMatchObject({
      data: { id: account.id, confirmed: true },
      message: 'Cuenta confirmada: ya puede recibir tu dinero.',
    });
    const paid = await payout(t, admin, order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(body<AdminOrder>(paid).data).toMatchObject({ status: ORDER_STATUS.TERMINADA });
  });

  it('records the customer who proved it and the link on every step; staff made only the link', async () => {
    const { customer, order, link, session } = await observedThroughLink();
    const [kept] = body<BankAccount[]>(await call('GET', '/api/listBanksUser', session)).data;
    expect(kept?.confirmed).toBe(true);
    const since = t.clock.now();
    t.clock.advance(1000);
    await call('POST', `/api/order/${order.code}/destination`, session, { destinationAccountId: kept!.id });
    const fixed = await call('POST', `/api/order-link/${link.code}/finalize`, session, {});
    expect(fixed.statusCode, fixed.body).toBe(200);

    const history = await t.ctx.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.id));
    expect(history.filter((row) => row.createdAt > since)).toEqual([
      expect.objectContaining({ actorId: customer.id, linkId: link.id, toStatus: ORDER_STATUS.OBSERVADA }),
      expect.objectContaining({
        actorId: customer.id,
        linkId: link.id,
        toStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      }),
    ]);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, customer.id),
          inArray(auditLog.action, ['order-link.proof', 'order.change-destination', 'order.fix']),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(audits.map((row) => [row.action, row.after])).toEqual([
      ['order-link.proof', { method: 'email-code' }],
      ['order.change-destination', expect.objectContaining({ linkId: link.id })],
      ['order.fix', { status: ORDER_STATUS.PENDIENTE_DEVOLUCION, viaLink: true, linkId: link.id }],
    ]);
    expect(link.createdBy).toBe((await t.sessionOf('admin')).user.id);

    const seen = body<AdminOrder>(await call('GET', `/api/admin/orders/${order.id}`, admin)).data;
    expect(seen.destinationAwaitsConfirmation).toBe(false);
    expect(seen.history.slice(-2)).toEqual([
      expect.objectContaining({ viaLink: true, actor: { id: customer.id, name: expect.any(String) } }),
      expect.objectContaining({ viaLink: true, actor: { id: customer.id, name: expect.any(String) } }),
    ]);
    expect(seen.history[0]?.viaLink).toBe(false);
    expect((await payout(t, admin, order.id)).statusCode).toBe(200);
  });
});

describe('the realtime handshake', () => {
  it('refuses a link’s session: it finishes one order over HTTP and listens to nothing', async () => {
    const customer = await insertCustomer(t.ctx);
    const link = await makeLink({ userId: customer.id });
    const { headers } = await proveLink(t, link.code, customer.email);
    const socket = openSocket(await listen(t), headers.authorization.slice('Bearer '.length));
    expect(await outcome(socket)).toBe('LINK_SESSION_OUT_OF_SCOPE');
    socket.close();
  });
});
