import {
  ORDER_STATUS,
  type LinkCodeSent,
  type OrderLinkSummary,
  type ResolvedLink,
  type Session,
} from '@cambix/contract';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, orderHistory, users } from '../../platform/db/schema/index.ts';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { orderRow } from '../../../test/support/order-rows.ts';
import {
  mailedLinkCodes,
  proveLink,
  requestLinkCode,
  sendLinkCode,
  verifyLinkCode,
} from '../../../test/support/order-links.ts';
import { bankByCode } from '../../../test/support/orders.ts';
import { orderInStatus, payout, staffAction } from '../../../test/support/pipeline.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

const MINUTE_MS = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function staffHeaders(grants: Parameters<typeof insertColaborador>[1]): Promise<Headers> {
  const staff = await insertColaborador(t.ctx, grants);
  return { authorization: `Bearer ${body<Session>(await t.login(staff.documentNumber)).data.token}` };
}

async function makeLink(headers: Headers, payload: Record<string, unknown>): Promise<OrderLinkSummary> {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/order-links', headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return body<OrderLinkSummary>(response).data;
}

const resolve = (code: string, headers: Headers, path = '/api/order-link/codigo') =>
  t.app.inject({ method: 'GET', url: `${path}/${code}`, headers });

async function voucherForm() {
  return multipart({ operationNumber: '778899' }, { name: 'voucher.jpg', data: await photo() });
}

describe('a staff member holding a link code (issue 13, item 3)', () => {
  it('a Colaborador with devoluciones and links edit cannot divert a payout through a modification link', async () => {
    const colaborador = await staffHeaders([
      { module: 'devoluciones', canView: true, canEdit: true },
      { module: 'links', canView: true, canEdit: true },
    ]);
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
      approvedAt: t.clock.now(),
    });
    const destinationBefore = (await orderRow(t.ctx, order.id)).destinationAccountId;

    // 1. Observe the approved order; 2. make a modification link for it. Both are the Colaborador's job.
    expect((await staffAction(t, colaborador, order.id, 'observe', { note: 'Revisar' })).statusCode).toBe(
      200,
    );
    const link = await makeLink(colaborador, {
      userId: customer.id,
      kind: 'modification',
      orderId: order.id,
    });
    const observedAt = t.clock.now();
    t.clock.advance(1000);

    // 3. The public lookup hands the Colaborador no session, no order, no document: whom to prove it as.
    for (const headers of [APP_KEY_HEADER, colaborador]) {
      const looked = await resolve(link.code, headers, '/api/order-modification-link');
      expect(looked.statusCode).toBe(200);
      expect(body<ResolvedLink>(looked).data).toEqual({
        kind: 'modification',
        expiresAt: link.expiresAt,
        proof: { firstName: 'Cliente', maskedEmail: `c•••@example.pe` },
      });
    }

    // 4. Adding a bank account "as the customer" needs the customer's proof, which goes to their mailbox.
    const bank = await bankByCode(t, '003');
    const account = {
      bankId: bank.id,
      accountTypeId: bank.accountTypes[0]!.id,
      currency: 'PEN',
      accountNumber: '2003009876543',
      isProvincia: false,
      holderDeclaration: true,
    };
    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/api/user/createUpdateBank',
      headers: colaborador,
      payload: account,
    });
    expect(body(asStaff).code).toBe('FORBIDDEN_ROLE');
    expect(body(await verifyLinkCode(t, link.code, '123456', colaborador)).code).toBe('LINK_CODE_EXPIRED');
    expect((await sendLinkCode(t, link.code, colaborador)).statusCode).toBe(200);
    await expect.poll(() => mailedLinkCodes(t, customer.email)).toHaveLength(1);
    expect(
      (await t.outbox()).filter((mail) => /Tu código/.test(mail.subject)).map((mail) => mail.to),
    ).toEqual([customer.email]);
    const [mailed] = await mailedLinkCodes(t, customer.email);
    const guess = await verifyLinkCode(t, link.code, mailed === '000000' ? '000001' : '000000', colaborador);
    expect(guess.statusCode).toBe(400);
    expect(body(guess).code).toBe('LINK_CODE_INVALID');

    // 5. Change the destination, 6. finalize (and upload) by link: not without the customer.
    const destination = await t.app.inject({
      method: 'POST',
      url: `/api/order/${order.code}/destination`,
      headers: colaborador,
      payload: { destinationAccountId: destinationBefore },
    });
    expect(body(destination).code).toBe('FORBIDDEN_ROLE');
    for (const headers of [APP_KEY_HEADER, colaborador]) {
      const finalized = await t.app.inject({
        method: 'POST',
        url: `/api/order-link/${link.code}/finalize`,
        headers,
        payload: {},
      });
      expect(finalized.statusCode).toBe(headers === APP_KEY_HEADER ? 401 : 403);
      const form = await voucherForm();
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/order-link/${link.code}/upload-voucher`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(uploaded.statusCode).toBe(headers === APP_KEY_HEADER ? 401 : 403);
    }

    // 7. So the order is not back in the payout queue, pays no new account, and the customer did nothing.
    expect((await payout(t, colaborador, order.id)).statusCode).toBe(409);
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      status: ORDER_STATUS.OBSERVADA,
      destinationAccountId: destinationBefore,
    });
    expect(
      await t.ctx.db.select().from(bankAccounts).where(eq(bankAccounts.userId, customer.id)),
    ).toHaveLength(1);
    expect(
      await t.ctx.db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, order.id), gt(orderHistory.createdAt, observedAt))),
    ).toEqual([]);
  });

  it('a Colaborador with links alone reaches no customer data through a link', async () => {
    const colaborador = await staffHeaders([{ module: 'links', canView: true, canEdit: true }]);
    const customer = await insertCustomer(t.ctx, { nombres: 'Rosa María' });
    const link = await makeLink(colaborador, { userId: customer.id, amount: '800.00', validHours: 2 });

    const looked = body<ResolvedLink>(await resolve(link.code, colaborador)).data;
    expect(looked).toEqual({
      kind: 'new_order',
      expiresAt: link.expiresAt,
      proof: { firstName: 'Rosa', maskedEmail: 'c•••@example.pe' },
      preset: { amount: '800.00', bankId: null },
    });
    // What GET /api/admin/users/:id refuses them stays refused through every door a link opens.
    const refusals = await Promise.all(
      [
        ['GET', `/api/admin/users/${customer.id}`],
        ['GET', `/api/admin/users/${customer.id}/documents`],
        ['GET', '/api/user/profile'],
        ['GET', '/api/listBanksUser'],
        ['GET', '/api/listOrders'],
      ].map(([method, url]) => t.app.inject({ method: method as 'GET', url: url!, headers: colaborador })),
    );
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});

describe('proving to be the link’s customer (decision 071)', () => {
  it('sends no code to an address staff set lately: a Colaborador who also edits customers gets none', async () => {
    const colaborador = await staffHeaders([
      { module: 'users', canView: true, canEdit: true },
      { module: 'links', canView: true, canEdit: true },
    ]);
    const customer = await insertCustomer(t.ctx);
    const link = await makeLink(colaborador, { userId: customer.id, validHours: 72 });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${customer.id}`,
      headers: colaborador,
      payload: { email: `buzon.del.colaborador.${customer.id}@example.pe` },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const refused = await sendLinkCode(t, link.code);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('LINK_CODE_EMAIL_CHANGED');
    expect(body<ResolvedLink>(await resolve(link.code, APP_KEY_HEADER)).data.proof?.maskedEmail).toBe(
      'b•••@example.pe',
    );

    // The hold of decision 080 lasts until a millisecond before its 48 hours; at them, codes go out again.
    const changedAgo = (ms: number) =>
      t.ctx.db
        .update(users)
        .set({ emailChangedAt: new Date(t.clock.now().getTime() - ms) })
        .where(eq(users.id, customer.id));
    await changedAgo(48 * 3_600_000 - 1);
    expect(body(await sendLinkCode(t, link.code)).code).toBe('LINK_CODE_EMAIL_CHANGED');
    await changedAgo(48 * 3_600_000);
    expect((await sendLinkCode(t, link.code)).statusCode).toBe(200);
  });

  async function customerWithLink() {
    const customer = await insertCustomer(t.ctx);
    const link = await makeLink(await t.authAs('admin'), { userId: customer.id, validHours: 72 });
    return { customer, link };
  }

  it('mails a 6-digit code to the customer, one a minute per link and five an hour per account', async () => {
    const { customer, link } = await customerWithLink();
    const sent = await sendLinkCode(t, link.code);
    expect(body<LinkCodeSent>(sent)).toMatchObject({
      data: { maskedEmail: 'c•••@example.pe', expiresInSeconds: 600, resendInSeconds: 60 },
      message: 'Te enviamos un código a c•••@example.pe.',
    });
    await expect.poll(() => mailedLinkCodes(t, customer.email)).toHaveLength(1);
    expect((await mailedLinkCodes(t, customer.email))[0]).toMatch(/^\d{6}$/);

    const again = await sendLinkCode(t, link.code);
    expect(again.statusCode).toBe(429);
    expect(body(again)).toMatchObject({
      code: 'LINK_CODE_THROTTLED',
      message: 'Ya te enviamos un código hace poco. Podrás pedir otro en 60 segundos.',
      data: { retryAfterSeconds: 60 },
    });

    // Other links of the same customer count against the same account.
    const other = await makeLink(await t.authAs('admin'), { userId: customer.id });
    for (let send = 2; send <= 5; send++) {
      t.clock.advance(MINUTE_MS);
      expect((await sendLinkCode(t, send % 2 ? link.code : other.code)).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE_MS);
    const hourly = await sendLinkCode(t, other.code);
    expect(body(hourly)).toMatchObject({
      code: 'LINK_CODE_THROTTLED',
      message: 'Ya te enviamos un código hace poco. Podrás pedir otro en 55 minutos.',
      data: { retryAfterSeconds: 55 * 60 },
    });
  });

  it('takes the right code once, in time; a wrong one a few times; a newer code voids the older', async () => {
    const { customer, link } = await customerWithLink();
    const first = await requestLinkCode(t, link.code, customer.email);
    t.clock.advance(MINUTE_MS);
    const second = await requestLinkCode(t, link.code, customer.email);
    expect(body(await verifyLinkCode(t, link.code, first === second ? '000000' : first)).code).toMatch(
      /LINK_CODE_(INVALID|EXPIRED)/,
    );

    const wrong = second === '999999' ? '999998' : '999999';
    const miss = await verifyLinkCode(t, link.code, wrong);
    expect(miss.statusCode).toBe(400);
    expect(body(miss)).toMatchObject({
      code: 'LINK_CODE_INVALID',
      message: 'El código no es correcto. Revísalo e inténtalo de nuevo. Te quedan 3 intentos.',
      data: { triesLeft: 3, fields: { verificationCode: expect.stringContaining('Te quedan 3') } },
    });
    const right = await verifyLinkCode(t, link.code, second);
    expect(right.statusCode, right.body).toBe(200);
    expect(body<ResolvedLink>(right).data.user).toMatchObject({
      id: customer.id,
      dni: customer.documentNumber,
      token: expect.any(String),
    });
    expect(body(await verifyLinkCode(t, link.code, second)).code).toBe('LINK_CODE_EXPIRED');

    // Ten minutes: good a millisecond before, expired at their exact end.
    t.clock.advance(MINUTE_MS);
    const inTime = await requestLinkCode(t, link.code, customer.email);
    t.clock.advance(10 * MINUTE_MS - 1);
    expect((await verifyLinkCode(t, link.code, inTime)).statusCode).toBe(200);
    t.clock.advance(MINUTE_MS);
    const late = await requestLinkCode(t, link.code, customer.email);
    t.clock.advance(10 * MINUTE_MS);
    expect(body(await verifyLinkCode(t, link.code, late)).code).toBe('LINK_CODE_EXPIRED');

    t.clock.advance(MINUTE_MS);
    const voided = await requestLinkCode(t, link.code, customer.email);
    const bad = voided === '111111' ? '222222' : '111111';
    const tries = [];
    for (let attempt = 0; attempt < 5; attempt++)
      tries.push(body(await verifyLinkCode(t, link.code, bad)).code);
    expect(tries).toEqual([
      'LINK_CODE_INVALID',
      'LINK_CODE_INVALID',
      'LINK_CODE_INVALID',
      'LINK_CODE_INVALID',
      'LINK_CODE_EXPIRED',
    ]);
    expect(body(await verifyLinkCode(t, link.code, voided)).code).toBe('LINK_CODE_EXPIRED');
  });

  it('answers another customer’s own session only with the proof screen', async () => {
    const { link } = await customerWithLink();
    const looked = body<ResolvedLink>(await resolve(link.code, await t.authAs('cliente'))).data;
    expect(looked.proof).toBeDefined();
    expect(looked.user).toBeUndefined();
  });
  it('locks the codes of an account after ten wrong tries a day, whatever links they came by', async () => {
    const { customer, link } = await customerWithLink();
    const other = await makeLink(await t.authAs('admin'), { userId: customer.id, validHours: 72 });
    for (const code of [link.code, other.code]) {
      const right = await requestLinkCode(t, code, customer.email);
      const bad = right === '123123' ? '321321' : '123123';
      for (let attempt = 0; attempt < 5; attempt++) await verifyLinkCode(t, code, bad);
    }
    t.clock.advance(MINUTE_MS);
    const locked = await sendLinkCode(t, link.code);
    expect(locked.statusCode).toBe(429);
    expect(body(locked).code).toBe('LINK_CODE_LOCKED');
    expect(body(await verifyLinkCode(t, link.code, '000000')).code).toBe('LINK_CODE_LOCKED');

    // Signing in still works, and the customer's own session opens the link without any code.
    const own = {
      authorization: `Bearer ${body<Session>(await t.login(customer.documentNumber)).data.token}`,
    };
    const opened = body<ResolvedLink>(await resolve(link.code, own)).data;
    expect(opened.user).toEqual({ id: customer.id, dni: customer.documentNumber, nombres: customer.nombres });
    expect(opened.proof).toBeUndefined();

    // A day later the account takes codes again.
    t.clock.advance(24 * 60 * MINUTE_MS);
    expect((await proveLink(t, other.code, customer.email)).link.user?.id).toBe(customer.id);
  });
});
