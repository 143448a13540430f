import type { Notification, Session } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { finalize, operativeCustomer } from '../../../test/support/orders.ts';
import {
  listen,
  nextEvent,
  openSocket,
  outcome,
  tokenOf,
  withTwoInstances,
  type Client,
} from '../../../test/support/sockets.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { notificationRecipients } from '../../platform/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { notifyStaff } from './notify-staff.ts';

const opened: Client[] = [];
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

async function connected(headers: { authorization: string }): Promise<Client> {
  const socket = openSocket(url, tokenOf(headers), opened);
  expect(await outcome(socket)).toBe('connected');
  return socket;
}

const notice = (title: string) => ({
  title,
  body: 'Prueba de entrega.',
  link: null,
  group: 'system',
  at: t.ctx.now(),
});

describe('notification:new', () => {
  it('reaches every connected staff member when an order is finalized, and no customer', async () => {
    const admin = await connected(await t.authAs('admin'));
    const colaborador = await connected(await t.authAs('colaborador'));
    const { user, headers } = await operativeCustomer(t);
    const cliente = await connected(headers);
    const order = await insertOrder(t.ctx, user.id, { sendAmount: '25000.00' });
    await insertOrderFile(t.ctx, order.id);

    const toAdmin = nextEvent(admin, 'notification:new');
    const toColaborador = nextEvent(colaborador, 'notification:new');
    const modal = nextEvent(colaborador, 'notification:modal');
    const toCliente = nextEvent(cliente, 'notification:new', 800);
    expect((await finalize(t, headers, order.id)).statusCode).toBe(200);

    const received = await toAdmin;
    expect(received).toMatchObject({
      title: 'Nueva orden por verificar',
      link: `/dashboard/pago/${order.id}`,
      group: 'payments',
      read: false,
      createdAt: t.ctx.now().toISOString(),
    });
    expect(await toColaborador).toEqual(received);
    expect(await modal).toMatchObject({ type: 'alert', link: `/dashboard/pago/${order.id}` });
    expect(await toCliente).toBeNull();
  });

  it('is never delivered for a transaction that rolled back', async () => {
    const admin = await connected(await t.authAs('admin'));
    const received: Notification[] = [];
    admin.on('notification:new', (item) => received.push(item));
    await expect(
      t.ctx.db.transaction(async (tx) => {
        const delivery = await notifyStaff(tx, notice('Deshecha'));
        // What a use case does after its commit, here before a failure: nothing may go out.
        expect(delivery.recipientIds.length).toBeGreaterThan(0);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const committed = await t.ctx.db.transaction((tx) => notifyStaff(tx, notice('Confirmada')));
    const arrived = nextEvent(admin, 'notification:new');
    t.ctx.events.publish(committed);
    expect((await arrived)?.title).toBe('Confirmada');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((item) => item.title)).toEqual(['Confirmada']);
  });
});

describe('notification:resolved', () => {
  // Generous waits: the approval's own request runs while the event is awaited.
  it('reaches every staff member once, with who did the task, when a payment is approved', async () => {
    const adminHeaders = await t.authAs('admin');
    const adminTab = await connected(adminHeaders);
    const colaboradorTab = await connected(await t.authAs('colaborador'));
    const { user, headers } = await operativeCustomer(t);
    const cliente = await connected(headers);
    const order = await insertOrder(t.ctx, user.id, { sendAmount: '800.00' });
    await insertOrderFile(t.ctx, order.id);
    const created = nextEvent(colaboradorTab, 'notification:new', 30_000);
    expect((await finalize(t, headers, order.id)).statusCode).toBe(200);
    const uuid = (await created)!.uuid;

    const heard: Record<string, unknown[]> = { admin: [], colaborador: [], cliente: [] };
    adminTab.on('notification:resolved', (event) => heard.admin!.push(event));
    colaboradorTab.on('notification:resolved', (event) => heard.colaborador!.push(event));
    cliente.on('notification:resolved', (event) => heard.cliente!.push(event));
    const toColaborador = nextEvent(colaboradorTab, 'notification:resolved', 30_000);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/approve`,
      headers: adminHeaders,
      payload: { operationNumber: 'OP-4410' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const admin = DEMO_ACCOUNTS.find((account) => account.label === 'Administrador')!;
    expect(await toColaborador).toEqual({
      uuids: [uuid],
      resolution: { at: t.ctx.now().toISOString(), by: `${admin.nombres} ${admin.apellidoPaterno}` },
    });

    // A later notice arrives after any repeat would have (one connection keeps its order): none came.
    const later = nextEvent(colaboradorTab, 'notification:new', 30_000);
    const laterOnAdmin = nextEvent(adminTab, 'notification:new', 30_000);
    t.ctx.events.publish(await t.ctx.db.transaction((tx) => notifyStaff(tx, notice('Después'))));
    expect(await later).not.toBeNull();
    expect(await laterOnAdmin).not.toBeNull();
    expect(heard.colaborador).toHaveLength(1);
    expect(heard.admin).toEqual(heard.colaborador);
    expect(heard.cliente).toEqual([]);
  });
});

describe('notification:read from the client', () => {
  it("marks the user's own row read and tells the user's other tab; another's uuid is ignored", async () => {
    const headers = await t.authAs('admin');
    const session = await t.sessionOf('admin');
    const tab1 = await connected(headers);
    const tab2 = await connected(headers);
    const colaboradorTab = await connected(await t.authAs('colaborador'));
    const created = await t.ctx.db.transaction((tx) => notifyStaff(tx, notice('Para leer')));
    const uuid = created.notification.uuid;

    const state = nextEvent(tab2, 'notification:state');
    const otherUser = nextEvent(colaboradorTab, 'notification:state', 800);
    tab1.emit('notification:read', uuid);
    expect(await state).toMatchObject({ uuids: [uuid], read: true });
    expect(await otherUser).toBeNull();
    const readAt = async (userId: number) =>
      (
        await t.ctx.db
          .select({ readAt: notificationRecipients.readAt })
          .from(notificationRecipients)
          .where(
            and(eq(notificationRecipients.userId, userId), eq(notificationRecipients.notificationUuid, uuid)),
          )
      )[0]?.readAt;
    expect(await readAt(session.user.id)).not.toBeNull();
    expect(await readAt((await t.sessionOf('colaborador')).user.id)).toBeNull();

    // A Colaborador who joined after it was made has no row for it: nothing changes, nothing is told.
    const newcomer = await insertColaborador(t.ctx);
    const login = body<Session>(await t.login(newcomer.documentNumber)).data;
    const newcomerTab = await connected({ authorization: `Bearer ${login.token}` });
    const silence = nextEvent(newcomerTab, 'notification:state', 800);
    newcomerTab.emit('notification:read', uuid);
    newcomerTab.emit('notification:read', 'no-es-uuid');
    expect(await silence).toBeNull();
    expect(await readAt(newcomer.id)).toBeUndefined();
  });

  it('hears the PATCH too, in every tab', async () => {
    const headers = await t.authAs('colaborador');
    const tab = await connected(headers);
    const created = await t.ctx.db.transaction((tx) => notifyStaff(tx, notice('Por PATCH')));
    const state = nextEvent(tab, 'notification:state');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${created.notification.uuid}/read`,
      headers,
    });
    expect(await state).toMatchObject({ uuids: [created.notification.uuid], read: true, group: null });
  });
});

describe('a revoked token', () => {
  it('ends the open sockets of that session at once, not one opened with the new token', async () => {
    const staff = await insertColaborador(t.ctx);
    const session = body<Session>(await t.login(staff.documentNumber)).data;
    const oldTab = await connected({ authorization: `Bearer ${session.token}` });
    const ended = new Promise<string>((resolve) => {
      oldTab.once('disconnect', resolve);
      setTimeout(() => resolve('still connected'), 3000);
    });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: { authorization: `Bearer ${session.token}` },
      payload: {
        token: session.token,
        dni: session.dni,
        email: session.email,
        password: t.encrypt('Nueva2027x'),
        old_password: t.encrypt(DEMO_PASSWORD),
      },
    });
    expect(response.statusCode).toBe(200);
    const fresh = body<Session>(response).data;
    const newTab = await connected({ authorization: `Bearer ${fresh.token}` });
    expect(await ended).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(newTab.connected).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis, two instances', () => {
  it('deliver a notification made on one to a staff client on the other, once', async () => {
    await withTwoInstances(async (a, b) => {
      const urlB = await listen(b);
      const onB = openSocket(urlB, tokenOf(await b.authAs('admin')), opened);
      expect(await outcome(onB)).toBe('connected');
      const received: Notification[] = [];
      onB.on('notification:new', (item) => received.push(item));
      const first = nextEvent(onB, 'notification:new');

      // Both test databases are copies of one seed: the admin has the same id on each instance.
      const created = await a.ctx.db.transaction((tx) =>
        notifyStaff(tx, { ...notice('Entre instancias'), at: a.ctx.now() }),
      );
      a.ctx.events.publish(created);
      expect((await first)?.uuid).toBe(created.notification.uuid);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received.map((item) => item.uuid)).toEqual([created.notification.uuid]);
    });
  });
});
