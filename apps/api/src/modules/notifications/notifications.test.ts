import {
  cciCheckDigits,
  ORDER_STATUS,
  type Notification,
  type NotificationList,
  type NotificationState,
} from '@cambix/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertColaborador,
  insertCustomer,
  insertIdentityDocuments,
} from '../../../test/support/admin-customers.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { signIn } from '../../../test/support/admin-orders.ts';
import { recordEvents } from '../../../test/support/events.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { finalize, operativeCustomer } from '../../../test/support/orders.ts';
import { proveLink } from '../../../test/support/order-links.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  bankAccountTypes,
  banks,
  notificationRecipients,
  notifications,
  users,
} from '../../platform/db/schema/index.ts';
import type { DomainEvent, NotificationCreated } from '../../platform/events.ts';
import { notifyStaff, type StaffNotice } from './notify-staff.ts';

type Headers = { authorization: string };

let t: TestApp;
let events: DomainEvent[];
let admin: Headers;
let colaborador: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  events = recordEvents(t);
  admin = await t.authAs('admin');
  colaborador = await t.authAs('colaborador');
});
afterAll(() => t.close());

let sequence = 0;

/** A notification to every active staff member, committed, as a use case makes it. */
async function notify(overrides: Partial<StaffNotice> = {}): Promise<NotificationCreated> {
  sequence += 1;
  return t.ctx.db.transaction((tx) =>
    notifyStaff(tx, {
      title: `Aviso ${sequence}`,
      body: 'Algo pasó.',
      link: '/dashboard',
      group: 'general',
      at: t.ctx.now(),
      ...overrides,
    }),
  );
}

const list = (headers: Headers, since?: string) =>
  t.app.inject({
    method: 'GET',
    url: since ? `/api/notifications?since=${encodeURIComponent(since)}` : '/api/notifications',
    headers,
  });
const items = async (headers: Headers) => body<NotificationList>(await list(headers)).data;
const patch = (headers: Headers, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url, headers, ...(payload ? { payload } : {}) });
const readOf = async (headers: Headers, uuid: string) =>
  (await items(headers)).items.find((item) => item.uuid === uuid)?.read;

async function activeStaffIds(): Promise<number[]> {
  const rows = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.roleId, [1, 3]), eq(users.accountStatus, 'ACTIVO')));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('notifyStaff', () => {
  it('writes one recipient row per active Administrador and Colaborador, nobody else', async () => {
    const blocked = await insertColaborador(t.ctx);
    await t.ctx.db.update(users).set({ accountStatus: 'BLOQUEADO' }).where(eq(users.id, blocked.id));
    const created = await notify({ group: 'Link_Order' });
    const staff = await activeStaffIds();
    expect(staff.length).toBeGreaterThanOrEqual(2);
    expect([...created.recipientIds].sort((a, b) => a - b)).toEqual(staff);
    expect(created.recipientIds).not.toContain(blocked.id);
    expect(created.notification).toMatchObject({ group: 'link-orden', read: false });
    const [stored] = await t.ctx.db
      .select({ n: count() })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationUuid, created.notification.uuid));
    expect(stored?.n).toBe(staff.length);
  });

  it('creates nothing inside a transaction that rolls back', async () => {
    let delivery: NotificationCreated | undefined;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        delivery = await notifyStaff(tx, {
          title: 'Nunca',
          body: 'Se deshace.',
          link: null,
          group: 'general',
          at: t.ctx.now(),
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(delivery?.recipientIds.length).toBeGreaterThan(0);
    const uuid = delivery!.notification.uuid;
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.uuid, uuid))).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(notificationRecipients)
        .where(eq(notificationRecipients.notificationUuid, uuid)),
    ).toEqual([]);
    expect((await items(admin)).items.some((item) => item.uuid === uuid)).toBe(false);
  });

  it('tells an event with a source key once', async () => {
    const first = await notify({ sourceKey: 'prueba:1' });
    const again = await notify({ sourceKey: 'prueba:1' });
    expect(first.recipientIds.length).toBeGreaterThan(0);
    expect(again.recipientIds).toEqual([]);
  });
});

describe('GET /api/notifications', () => {
  it("lists the caller's own, newest first, with the unread count, and only what came after `since`", async () => {
    const before = await items(admin);
    t.clock.advance(60_000);
    const older = await notify();
    t.clock.advance(60_000);
    const newer = await notify({ link: null });
    const after = await items(admin);
    expect(after.items.slice(0, 2).map((item) => item.uuid)).toEqual([
      newer.notification.uuid,
      older.notification.uuid,
    ]);
    expect(after.items[0]).toEqual({ ...newer.notification, read: false });
    expect(after.unreadCount).toBe(before.unreadCount + 2);
    expect(after.serverTime).toBe(t.ctx.now().toISOString());

    const since = body<NotificationList>(await list(admin, older.notification.createdAt)).data;
    expect(since.items.map((item) => item.uuid)).toEqual([newer.notification.uuid]);
    expect(since.unreadCount).toBe(after.unreadCount);
    expect(body<NotificationList>(await list(admin, after.serverTime)).data.items).toEqual([]);
    expect((await list(admin, 'ayer')).statusCode).toBe(400);
  });

  it('refuses customers and the other roles, and asks for a session', async () => {
    expect((await list(await t.authAs('cliente'))).statusCode).toBe(403);
    expect((await list(await t.authAs('externo'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('PATCH read and unread', () => {
  it("changes only the caller's row and refuses another user's notification or an unknown one", async () => {
    const earlier = await notify();
    const newcomer = await insertColaborador(t.ctx);
    const newcomerHeaders = await signIn(t, newcomer.documentNumber);
    const shared = await notify();
    const uuid = shared.notification.uuid;

    const read = await patch(colaborador, `/api/notifications/${uuid}/read`);
    expect(read.statusCode).toBe(200);
    expect(body<Notification>(read).data).toEqual({ ...shared.notification, read: true });
    expect(await readOf(colaborador, uuid)).toBe(true);
    expect(await readOf(admin, uuid)).toBe(false);
    expect(await readOf(newcomerHeaders, uuid)).toBe(false);

    // The newcomer was not staff yet when `earlier` was made: it is not theirs.
    for (const action of ['read', 'unread']) {
      const refused = await patch(
        newcomerHeaders,
        `/api/notifications/${earlier.notification.uuid}/${action}`,
      );
      expect(refused.statusCode).toBe(404);
      expect(body(refused).code).toBe('NOTIFICATION_NOT_FOUND');
    }
    expect(await readOf(admin, earlier.notification.uuid)).toBe(false);
    const unknown = await patch(admin, `/api/notifications/${crypto.randomUUID()}/read`);
    expect(body(unknown).code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await patch(admin, '/api/notifications/no-es-uuid/read')).statusCode).toBe(400);

    const unread = await patch(colaborador, `/api/notifications/${uuid}/unread`);
    expect(body<Notification>(unread).data.read).toBe(false);
    expect(await readOf(colaborador, uuid)).toBe(false);
    expect((await patch(await t.authAs('cliente'), `/api/notifications/${uuid}/read`)).statusCode).toBe(403);
  });
});

describe('PATCH /api/notifications/read-all', () => {
  it("reads every unread one of the caller's, or only one group's, and nobody else's", async () => {
    const payment = await notify({ group: 'Payments' });
    const system = await notify({ group: 'system' });
    const adminBefore = (await items(admin)).unreadCount;

    const grouped = await patch(colaborador, '/api/notifications/read-all', { group: 'PAYMENTS' });
    const groupState = body<NotificationState>(grouped).data;
    expect(groupState).toMatchObject({ uuids: 'all', group: 'payments', read: true });
    expect(await readOf(colaborador, payment.notification.uuid)).toBe(true);
    expect(await readOf(colaborador, system.notification.uuid)).toBe(false);
    expect(groupState.unreadCount).toBe((await items(colaborador)).unreadCount);
    expect(groupState.unreadCount).toBeGreaterThan(0);

    const all = body<NotificationState>(await patch(colaborador, '/api/notifications/read-all', {})).data;
    expect(all).toEqual({ uuids: 'all', group: null, read: true, unreadCount: 0 });
    expect((await items(colaborador)).items.every((item) => item.read)).toBe(true);
    expect((await items(admin)).unreadCount).toBe(adminBefore);
    expect(await readOf(admin, payment.notification.uuid)).toBe(false);
  });
});

describe('the use cases that notify staff', () => {
  it('finalizing an order notifies each staff member once (payments), and a large one opens the modal', async () => {
    const { user, headers } = await operativeCustomer(t);
    const order = await insertOrder(t.ctx, user.id, { sendAmount: '20000.00' });
    await insertOrderFile(t.ctx, order.id);
    const done = await finalize(t, headers, order.id);
    expect(done.statusCode).toBe(200);
    expect(body<{ status: number }>(done).data.status).toBe(ORDER_STATUS.PENDIENTE);

    const delivered = events.filter(
      (event): event is NotificationCreated =>
        event.type === 'notification.created' && event.notification.link === `/dashboard/pago/${order.id}`,
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.recipientIds.sort((a, b) => a - b)).toEqual(await activeStaffIds());
    expect(delivered[0]!.notification).toMatchObject({
      title: 'Nueva orden por verificar',
      body: `La orden ${order.code} de ${user.nombres} ${user.apellidoPaterno} (DNI\u00a0${user.documentNumber}) por S/\u00a020,000.00 espera la verificación del pago.`,
      group: 'payments',
    });
    expect(delivered[0]!.modal).toMatchObject({ type: 'alert', link: `/dashboard/pago/${order.id}` });
    const mine = (await items(colaborador)).items.filter(
      (item) => item.link === `/dashboard/pago/${order.id}`,
    );
    expect(mine).toHaveLength(1);

    const small = await insertOrder(t.ctx, user.id, { sendAmount: '19999.99' });
    await insertOrderFile(t.ctx, small.id);
    await finalize(t, headers, small.id);
    const smallNotice = events.find(
      (event): event is NotificationCreated =>
        event.type === 'notification.created' && event.notification.link === `/dashboard/pago/${small.id}`,
    );
    expect(smallNotice?.modal).toBeUndefined();
  });

  it('fixing an observed order notifies payments with the payout link', async () => {
    const { user, headers } = await operativeCustomer(t);
    const order = await insertOrder(t.ctx, user.id, {
      status: ORDER_STATUS.OBSERVADA,
      finalizedAt: t.ctx.now(),
      observedNote: 'La cuenta no existe.',
    });
    await insertOrderFile(t.ctx, order.id);
    expect((await finalize(t, headers, order.id)).statusCode).toBe(200);
    const [item] = (await items(admin)).items.filter(
      (entry) => entry.link === `/dashboard/devolucion/${order.id}`,
    );
    expect(item).toMatchObject({ title: 'Orden corregida', group: 'payments', read: false });
  });

  it('a link: the voucher uploaded and the order finalized through it notify the link-orden group', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const order = await insertOrder(t.ctx, customer.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order-links',
      headers: admin,
      payload: { userId: customer.id, kind: 'finalize', orderId: order.id },
    });
    const code = body<{ code: string }>(created).data.code;
    const { headers } = await proveLink(t, code, customer.email);
    const form = multipart({}, { name: 'voucher.jpg', data: await photo() });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/order-link/${code}/upload-voucher`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    t.clock.advance(1000);
    const finalized = await t.app.inject({
      method: 'POST',
      url: `/api/order-link/${code}/finalize`,
      headers,
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const mine = (await items(colaborador)).items.filter((item) => item.body.includes(order.code));
    expect(mine.map((item) => [item.title, item.group, item.link])).toEqual([
      ['Orden finalizada por link', 'link-orden', `/dashboard/pago/${order.id}`],
      ['Comprobante recibido por link', 'link-orden', `/dashboard/orden/${order.id}`],
    ]);
  });

  it('a customer who sends the last KYC step is waiting for review (general)', async () => {
    const customer = await insertCustomer(t.ctx, {
      accountStatus: 'REGISTRADO',
      kycStep: 3,
      nombres: 'Rosa',
      apellidoPaterno: 'Quispe',
    });
    await insertIdentityDocuments(t.ctx, customer.id);
    const headers = await signIn(t, customer.documentNumber);
    const [type] = await t.ctx.db
      .select({ bankId: banks.id, accountTypeId: bankAccountTypes.id })
      .from(bankAccountTypes)
      .innerJoin(banks, eq(banks.id, bankAccountTypes.bankId))
      .where(and(eq(banks.code, '002'), eq(bankAccountTypes.code, 'AHORROS')));
    const number = '19187654321077';
    const first18 = `002191${number.slice(-12)}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/validateDataUser/${customer.id}`,
      headers,
      payload: {
        step: 3,
        ...type,
        currency: 'PEN',
        accountNumber: number,
        cci: `${first18}${cciCheckDigits(first18)}`,
        alias: null,
        isProvincia: false,
        holderDeclaration: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [item] = (await items(admin)).items.filter(
      (entry) => entry.link === `/dashboard/user/${customer.id}`,
    );
    expect(item).toMatchObject({
      title: 'Cliente por validar',
      body: `Rosa Quispe (DNI\u00a0${customer.documentNumber}) completó su validación y espera la revisión.`,
      group: 'general',
      read: false,
    });
  });
});
