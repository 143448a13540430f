import {
  ORDER_STATUS,
  type Order,
  type OrderLinkSummary,
  type ResolvedLink,
  type Session,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orderLinks, orders } from '../../platform/db/schema/index.ts';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { proveLink } from '../../../test/support/order-links.ts';
import { addAccount, bankByCode, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

const HOUR_MS = 3_600_000;

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createLink(payload: Record<string, unknown>, headers = admin) {
  return t.app.inject({ method: 'POST', url: '/api/admin/order-links', headers, payload });
}

async function makeLink(payload: Record<string, unknown>): Promise<OrderLinkSummary> {
  const response = await createLink(payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<OrderLinkSummary>(response).data;
}

type Headers = Record<string, string>;

const resolve = (code: string, path = '/api/order-link/codigo', headers: Headers = APP_KEY_HEADER) =>
  t.app.inject({ method: 'GET', url: `${path}/${code}`, headers });

async function signedIn(documentNumber: string): Promise<Headers> {
  return bearer(body<Session>(await t.login(documentNumber)).data.token);
}

async function uploadByLink(code: string, headers: Headers = APP_KEY_HEADER) {
  const form = multipart({ operationNumber: '778899' }, { name: 'voucher.jpg', data: await photo() });
  return t.app.inject({
    method: 'POST',
    url: `/api/order-link/${code}/upload-voucher`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const finalizeByLink = (code: string, headers: Headers, payload?: { operationNumber: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order-link/${code}/finalize`,
    headers,
    ...(payload ? { payload } : {}),
  });

describe('new-order links', () => {
  it('tell a caller without proof only whom to prove it as, and the proved customer who they are', async () => {
    const customer = await insertCustomer(t.ctx, { nombres: 'Ana Lucía' });
    const link = await makeLink({ userId: customer.id, amount: '1500.00', bankId: 1, validHours: 2 });
    expect(link).toMatchObject({
      kind: 'new_order',
      status: 'activa',
      url: `${t.ctx.config.appUrl}/userDashboard/nueva-orden/${link.code}`,
      customer: { id: customer.id, dni: customer.documentNumber },
      amount: '1500.00',
      bankId: 1,
      orderCode: null,
    });

    const response = await resolve(link.code);
    expect(response.statusCode).toBe(200);
    expect(body<ResolvedLink>(response).data).toEqual({
      kind: 'new_order',
      expiresAt: link.expiresAt,
      proof: { firstName: 'Ana', maskedEmail: 'c•••@example.pe' },
      preset: { amount: '1500.00', bankId: 1 },
    });

    const proved = await proveLink(t, link.code, customer.email);
    expect(proved.link).toMatchObject({
      kind: 'new_order',
      user: {
        id: customer.id,
        dni: customer.documentNumber,
        nombres: 'Ana Lucía',
        token: expect.any(String),
      },
      preset: { amount: '1500.00', bankId: 1 },
    });
    expect(proved.link.order).toBeUndefined();
    expect(proved.link.proof).toBeUndefined();
    // Back with that session (a reload), the link answers in full without handing another token over.
    const again = body<ResolvedLink>(await resolve(link.code, '/api/order-link/codigo', proved.headers)).data;
    expect(again.user).toEqual({ id: customer.id, dni: customer.documentNumber, nombres: 'Ana Lucía' });
  });

  it('hand over a session bound to the link that survives auth/me and stops when the link expires', async () => {
    const customer = await insertCustomer(t.ctx);
    const link = await makeLink({ userId: customer.id, validHours: 2 });
    const { headers } = await proveLink(t, link.code, customer.email);

    const listAccounts = (auth: { authorization: string }) =>
      t.app.inject({ method: 'GET', url: '/api/listBanksUser', headers: auth });
    expect((await listAccounts(headers)).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: APP_KEY_HEADER,
      payload: { token: headers.authorization.slice('Bearer '.length) },
    });
    expect(me.statusCode).toBe(200);
    const refreshed = body<Session>(me).data;
    expect(refreshed).toMatchObject({
      user: { id: customer.id, celular: null },
      link: { code: link.code, kind: 'new_order', expiresAt: link.expiresAt },
      date_birthday: null,
      direccion: null,
      mostrar_formulario: false,
      encuesta_respondida: true,
    });

    t.clock.advance(2 * HOUR_MS + 1000);
    for (const stale of [headers, bearer(refreshed.token)]) {
      const refused = await listAccounts(stale);
      expect(refused.statusCode).toBe(401);
      expect(body(refused).code).toBe('AUTH_SESSION_EXPIRED');
    }
    const expired = await resolve(link.code);
    expect(expired.statusCode).toBe(410);
    expect(body(expired).code).toBe('ORDER_LINK_EXPIRED');
  });

  it('stop the session when the link is cut short, even before the token itself would expire', async () => {
    const customer = await insertCustomer(t.ctx);
    const link = await makeLink({ userId: customer.id, validHours: 5 });
    const { headers } = await proveLink(t, link.code, customer.email);
    await t.ctx.db.update(orderLinks).set({ expiresAt: t.clock.now() }).where(eq(orderLinks.id, link.id));
    const refused = await t.app.inject({ method: 'GET', url: '/api/listBanksUser', headers });
    expect(refused.statusCode).toBe(401);
  });

  it('open again while the order they created is still temporary, and refuse once it is finalized', async () => {
    const customer = await insertCustomer(t.ctx);
    const link = await makeLink({ userId: customer.id });
    const order = await insertOrder(t.ctx, customer.id, { linkId: link.id, channel: 'link' });
    await t.ctx.db.update(orderLinks).set({ usedAt: t.clock.now() }).where(eq(orderLinks.id, link.id));

    const back = await resolve(link.code);
    expect(back.statusCode, back.body).toBe(200);
    expect(body<ResolvedLink>(back).data.proof).toBeDefined();
    expect((await proveLink(t, link.code, customer.email)).link.user?.id).toBe(customer.id);

    await t.ctx.db.update(orders).set({ status: ORDER_STATUS.PENDIENTE }).where(eq(orders.id, order.id));
    const used = await resolve(link.code);
    expect(used.statusCode).toBe(409);
    expect(body(used).code).toBe('ORDER_LINK_USED');
  });

  it('refuse unknown codes with the documented text, and open only through their own door', async () => {
    const unknown = await resolve('ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({
      code: 'ORDER_LINK_NOT_FOUND',
      message: 'No se pudo obtener el link',
    });

    const customer = await insertCustomer(t.ctx);
    const link = await makeLink({ userId: customer.id });
    const wrongDoor = await resolve(link.code, '/api/order-modification-link');
    expect(body(wrongDoor).code).toBe('ORDER_LINK_NOT_FOUND');
    expect(body(await uploadByLink(link.code, await signedIn(customer.documentNumber))).code).toBe(
      'ORDER_LINK_NOT_FOUND',
    );
  });
});

describe('links about an existing order', () => {
  it('quick finalize: proof, upload the voucher, finalize, and the link is spent', async () => {
    const customer = await insertCustomer(t.ctx);
    const order = await insertOrder(t.ctx, customer.id);
    const link = await makeLink({ userId: customer.id, kind: 'finalize', orderId: order.id });
    expect(link).toMatchObject({ kind: 'finalize', orderCode: order.code, amount: null });
    expect(link.url).toBe(`${t.ctx.config.appUrl}/userDashboard/finalizar-orden/${link.code}`);

    const unproved = body<ResolvedLink>(await resolve(link.code)).data;
    expect(unproved.order).toBeUndefined();
    expect(unproved.preset).toBeUndefined();
    const { link: resolved, headers } = await proveLink(t, link.code, customer.email);
    expect(resolved.user).toBeUndefined();
    expect(resolved.order).toMatchObject({
      id: order.id,
      code: order.code,
      status: ORDER_STATUS.TEMPORAL,
      user: { id: customer.id, dni: customer.documentNumber, token: expect.any(String) },
    });
    const own = await t.app.inject({ method: 'GET', url: `/api/order/${order.code}`, headers });
    expect(own.statusCode, own.body).toBe(200);

    expect((await uploadByLink(link.code)).statusCode).toBe(401);
    const early = await finalizeByLink(link.code, headers);
    expect(body(early).code).toBe('ORDER_VOUCHER_REQUIRED');
    const uploaded = await uploadByLink(link.code, headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(body<{ voucher: unknown; customerOperationNumber: string }>(uploaded).data).toMatchObject({
      voucher: { kind: 'voucher', mimeType: 'image/jpeg' },
      customerOperationNumber: '778899',
    });
    const finalized = await finalizeByLink(link.code, headers, { operationNumber: '00778899' });
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(body<Order>(finalized).data).toMatchObject({
      status: ORDER_STATUS.PENDIENTE,
      customerOperationNumber: '00778899',
    });

    const [stored] = await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.id, link.id));
    expect(stored?.usedAt).not.toBeNull();
    const used = await resolve(link.code);
    expect(used.statusCode).toBe(409);
    expect(body(used).code).toBe('ORDER_LINK_USED');
    expect(body(await finalizeByLink(link.code, headers)).code).toBe('ORDER_LINK_USED');
    expect(body(await uploadByLink(link.code, headers)).code).toBe('ORDER_LINK_USED');
  });

  it('act for their customer signed in, without any code, and for nobody else', async () => {
    const customer = await insertCustomer(t.ctx);
    const order = await insertOrder(t.ctx, customer.id);
    await insertOrderFile(t.ctx, order.id);
    const link = await makeLink({ userId: customer.id, kind: 'finalize', orderId: order.id });
    const stranger = await insertCustomer(t.ctx);

    expect(body(await finalizeByLink(link.code, await signedIn(stranger.documentNumber))).code).toBe(
      'ORDER_LINK_PROOF_REQUIRED',
    );
    const own = await signedIn(customer.documentNumber);
    expect(
      body<ResolvedLink>(await resolve(link.code, '/api/order-link/codigo', own)).data.order,
    ).toMatchObject({ id: order.id, user: { id: customer.id } });
    const finalized = await finalizeByLink(link.code, own);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(body<Order>(finalized).data.status).toBe(ORDER_STATUS.PENDIENTE);
  });

  it('a link whose order was finalized in the app, or expired, no longer opens', async () => {
    const customer = await insertCustomer(t.ctx);
    const finalized = await insertOrder(t.ctx, customer.id);
    const expiring = await insertOrder(t.ctx, customer.id, {
      expiresAt: new Date(t.clock.now().getTime() + HOUR_MS),
    });
    const spent = await makeLink({ userId: customer.id, kind: 'finalize', orderId: finalized.id });
    const late = await makeLink({ userId: customer.id, kind: 'finalize', orderId: expiring.id });
    await t.ctx.db.update(orders).set({ status: ORDER_STATUS.PENDIENTE }).where(eq(orders.id, finalized.id));
    t.clock.advance(HOUR_MS + 1000);
    expect(body(await resolve(spent.code)).code).toBe('ORDER_LINK_USED');
    expect(body(await resolve(late.code)).code).toBe('ORDER_LINK_EXPIRED');
  });

  it('modification links open an observed order through their own door', async () => {
    const customer = await insertCustomer(t.ctx);
    const order = await insertOrder(t.ctx, customer.id, {
      status: ORDER_STATUS.OBSERVADA,
      observedNote: 'La cuenta de destino no coincide con tu nombre.',
    });
    const link = await makeLink({ userId: customer.id, kind: 'modification', orderId: order.id });
    expect(link.url).toBe(`${t.ctx.config.appUrl}/userDashboard/edit-orden/${link.code}`);
    const response = await resolve(link.code, '/api/order-modification-link');
    expect(response.statusCode, response.body).toBe(200);
    const { headers } = await proveLink(t, link.code, customer.email);
    const opened = await resolve(link.code, '/api/order-modification-link', headers);
    expect(body<ResolvedLink>(opened).data.order).toMatchObject({
      status: ORDER_STATUS.OBSERVADA,
      note: 'La cuenta de destino no coincide con tu nombre.',
      user: { id: customer.id },
    });
    expect(body(await resolve(link.code)).code).toBe('ORDER_LINK_NOT_FOUND');
  });
});

describe('a link at the exact instant it expires', () => {
  // The clock goes back afterwards, so the staff session of the later tests stays within its hours.
  let started: Date;
  beforeEach(() => {
    started = t.clock.now();
  });
  afterEach(() => t.clock.set(started));

  /** Moves the clock to `offsetMs` from the link's expiry. */
  const clockAt = (link: OrderLinkSummary, offsetMs: number) =>
    t.clock.set(new Date(Date.parse(link.expiresAt) + offsetMs).toISOString());

  it('opens until the millisecond before its expiry, and not at it', async () => {
    const customer = await insertCustomer(t.ctx, { nombres: 'Eustaquia' });
    const link = await makeLink({ userId: customer.id, validHours: 1 });
    const listed = async (status: string) =>
      body<{ items: OrderLinkSummary[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/order-links?q=${customer.documentNumber}&status=${status}`,
          headers: admin,
        }),
      ).data.items.map((item) => [item.id, item.status]);

    clockAt(link, -1);
    expect((await resolve(link.code)).statusCode).toBe(200);
    expect(await listed('activa')).toEqual([[link.id, 'activa']]);
    expect(await listed('vencida')).toEqual([]);

    clockAt(link, 0);
    const expired = await resolve(link.code);
    expect(expired.statusCode).toBe(410);
    expect(body(expired).code).toBe('ORDER_LINK_EXPIRED');
    expect(await listed('activa')).toEqual([]);
    expect(await listed('vencida')).toEqual([[link.id, 'vencida']]);
  });

  it('is spent by a new order until the millisecond before its expiry, and not at it', async () => {
    const { user, headers } = await operativeCustomer(t);
    const account = await addAccount(t, headers, '002');
    const bcp = await bankByCode(t, '002');
    const orderWith = (linkCode: string) =>
      newOrder(t, headers, { bankId: bcp.id, sendAmount: '500', destinationAccountId: account.id, linkCode });

    const late = await makeLink({ userId: user.id, validHours: 1 });
    const inTime = await makeLink({ userId: user.id, validHours: 2 });
    clockAt(late, 0);
    const refused = await orderWith(late.code);
    expect(refused.statusCode).toBe(410);
    expect(body(refused).code).toBe('ORDER_LINK_EXPIRED');
    clockAt(inTime, -1);
    const placed = await orderWith(inTime.code);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(body<Order>(placed).data.channel).toBe('link');
  });
});

describe('staff making and listing links', () => {
  it('needs module links: none refused, view lists but cannot create, edit creates', async () => {
    const customer = await insertCustomer(t.ctx);
    const nobody = await insertColaborador(t.ctx);
    const viewer = await insertColaborador(t.ctx, [{ module: 'links', canView: true, canEdit: false }]);
    const editor = await insertColaborador(t.ctx, [{ module: 'links', canView: true, canEdit: true }]);
    const headersOf = async (dni: string) => ({
      authorization: `Bearer ${body<Session>(await t.login(dni)).data.token}`,
    });
    const [none, view, edit] = await Promise.all(
      [nobody, viewer, editor].map((staff) => headersOf(staff.documentNumber)),
    );
    const list = (headers: { authorization: string }) =>
      t.app.inject({ method: 'GET', url: '/api/admin/order-links', headers });

    expect(body(await list(none!)).code).toBe('FORBIDDEN_MODULE');
    expect(body(await createLink({ userId: customer.id }, none)).code).toBe('FORBIDDEN_MODULE');
    expect((await list(view!)).statusCode).toBe(200);
    expect(body(await createLink({ userId: customer.id }, view)).code).toBe('FORBIDDEN_MODULE');
    const customerHeaders = await headersOf(customer.documentNumber);
    expect(body(await list(customerHeaders)).code).toBe('FORBIDDEN_ROLE');

    const created = await createLink({ userId: customer.id }, edit);
    expect(created.statusCode).toBe(200);
    const link = body<OrderLinkSummary>(created).data;
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order-link.create'), eq(auditLog.targetId, String(link.id))));
    expect(audit).toMatchObject({ actorId: editor.id, targetType: 'order_link' });
    expect(audit?.after).toMatchObject({ code: link.code, kind: 'new_order', userId: customer.id });
  });

  it('lists newest first with status and a search over the customer name and document', async () => {
    const customer = await insertCustomer(t.ctx, { nombres: 'Gumercinda', apellidoPaterno: 'Quispe' });
    const spent = await makeLink({ userId: customer.id });
    await t.ctx.db.update(orderLinks).set({ usedAt: t.clock.now() }).where(eq(orderLinks.id, spent.id));
    const old = await makeLink({ userId: customer.id, validHours: 1 });
    t.clock.advance(HOUR_MS + 1000);
    const fresh = await makeLink({ userId: customer.id });

    const page = async (query: string) =>
      body<{ items: OrderLinkSummary[]; total: number }>(
        await t.app.inject({ method: 'GET', url: `/api/admin/order-links?${query}`, headers: admin }),
      ).data;
    const mine = await page('q=gumercinda%20QUISPE');
    expect(mine.items.map((item) => [item.id, item.status])).toEqual([
      [fresh.id, 'activa'],
      [old.id, 'vencida'],
      [spent.id, 'usada'],
    ]);
    expect(mine.items[0]?.customer.name).toBe(`Gumercinda Quispe ${customer.apellidoMaterno}`);
    expect((await page(`q=${customer.documentNumber}&status=vencida`)).items.map((item) => item.id)).toEqual([
      old.id,
    ]);
    expect((await page(`q=${customer.documentNumber}&status=usada`)).total).toBe(1);
    expect((await page(`q=${customer.documentNumber}&size=1&page=2`)).items.map((item) => item.id)).toEqual([
      old.id,
    ]);
  });

  it('refuses orders that are not the customer’s, not open, or another staff account', async () => {
    const customer = await insertCustomer(t.ctx);
    const other = await insertCustomer(t.ctx);
    const othersOrder = await insertOrder(t.ctx, other.id);
    const pending = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.PENDIENTE });
    const observed = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.OBSERVADA });

    const notTheirs = await createLink({ userId: customer.id, kind: 'finalize', orderId: othersOrder.id });
    expect(body(notTheirs)).toMatchObject({
      code: 'ORDER_NOT_FOUND',
      data: { fields: { orderId: expect.any(String) } },
    });
    expect(body(await createLink({ userId: customer.id, kind: 'finalize', orderId: pending.id })).code).toBe(
      'ORDER_NOT_EDITABLE',
    );
    expect(body(await createLink({ userId: customer.id, kind: 'finalize', orderId: observed.id })).code).toBe(
      'ORDER_NOT_EDITABLE',
    );
    expect(body(await createLink({ userId: customer.id, orderId: pending.id })).code).toBe(
      'VALIDATION_FAILED',
    );
    const staffId = (await t.sessionOf('colaborador')).user.id;
    expect(body(await createLink({ userId: staffId })).code).toBe('USER_NOT_FOUND');
  });
});
