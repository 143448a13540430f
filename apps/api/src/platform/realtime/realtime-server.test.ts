import { ORDER_STATUS, type ExchangeRates, type OrderChanged } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { signIn } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import {
  listen,
  nextEvent,
  openSocket,
  outcome,
  tokenOf,
  withTwoInstances,
  type Client,
} from '../../../test/support/sockets.ts';
import { setPermission } from '../../../test/support/staff-accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { notifyStaff } from '../../modules/notifications/index.ts';
import { notificationRecipients, users } from '../db/schema/index.ts';
import { forgetPrincipal } from '../http/principal-standing.ts';

const RATES: ExchangeRates = {
  id: 7,
  publishedAt: '2026-11-21T15:00:00.000Z',
  buy: [{ fromUsd: '50.00', toUsd: '1000.00', rate: '3.7420' }],
  sell: [{ fromUsd: '50.00', toUsd: '1000.00', rate: '3.7680' }],
  enabled: true,
  open: true,
  hoursText: 'lunes a viernes de 09:00 a 19:00',
  lockMinutes: 15,
  bankBuy: '3.6900',
  bankSell: '3.8300',
  declarationThresholdUsd: '5000.00',
};

const opened: Client[] = [];
const open = (url: string, token: string | undefined): Client => openSocket(url, token, opened);
const nextChange = (socket: Client, timeoutMs?: number) => nextEvent(socket, 'order:changed', timeoutMs);

let t: TestApp;
let url: string;
let customerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t);
  customerId = (
    await insertCustomer(t.ctx, { nombres: 'Lucía', apellidoPaterno: 'Flores', apellidoMaterno: 'Paz' })
  ).id;
});

afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await t.close();
});

describe('the socket handshake', () => {
  it('refuses a forged or revoked token', async () => {
    expect(await outcome(open(url, 'not-a-token'))).toBe('AUTH_TOKEN_INVALID');
    const staff = await insertCustomer(t.ctx, { roleId: 3, accountStatus: 'ACTIVO' });
    const token = tokenOf(await signIn(t, staff.documentNumber));
    expect(await outcome(open(url, token))).toBe('connected');
    await t.ctx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, staff.id));
    await forgetPrincipal(t.ctx, staff.id);
    expect(await outcome(open(url, token))).toBe('AUTH_TOKEN_INVALID');
  });

  it('puts staff in the staff room and everyone in their own room', async () => {
    const admin = open(url, tokenOf(await t.authAs('admin')));
    const cliente = open(url, tokenOf(await t.authAs('cliente')));
    expect(await outcome(admin)).toBe('connected');
    expect(await outcome(cliente)).toBe('connected');
    const adminSession = await t.sessionOf('admin');
    const clienteSession = await t.sessionOf('cliente');
    const staffRoom = await t.app.realtime.io.in('staff').fetchSockets();
    expect(staffRoom.map((socket) => socket.id)).toEqual([admin.id]);
    const ownRoom = await t.app.realtime.io.in(`user:${clienteSession.user.id}`).fetchSockets();
    expect(ownRoom.map((socket) => socket.id)).toEqual([cliente.id]);
    expect((await t.app.realtime.io.in(`user:${adminSession.user.id}`).fetchSockets()).length).toBe(1);
  });
});

describe('an anonymous listener (no token)', () => {
  it('connects, joins no room, hears what goes to everyone and nothing for staff or users', async () => {
    const anonymous = open(url, undefined);
    expect(await outcome(anonymous)).toBe('connected');
    const rooms = await t.app.realtime.io.in(anonymous.id!).fetchSockets();
    expect(rooms.map((socket) => [...socket.rooms])).toEqual([[anonymous.id]]);
    expect((await t.app.realtime.io.in('staff').fetchSockets()).map((socket) => socket.id)).not.toContain(
      anonymous.id,
    );

    const order = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.PENDIENTE });
    const change = nextChange(anonymous, 800);
    t.ctx.events.publish({
      type: 'order.finalized',
      orderId: order.id,
      code: order.code,
      userId: customerId,
      sendAmount: order.sendAmount,
      viaLink: false,
    });
    expect(await change).toBeNull();

    const rates = nextEvent(anonymous, 'rates:published');
    t.app.realtime.toEveryone('rates:published', RATES);
    expect(await rates).toEqual(RATES);
  });

  it('can do nothing: a notification:read from it is ignored', async () => {
    const anonymous = open(url, undefined);
    await outcome(anonymous);
    const admin = open(url, tokenOf(await t.authAs('admin')));
    await outcome(admin);
    const created = await t.ctx.db.transaction((tx) =>
      notifyStaff(tx, { title: 'Anónimo', body: 'Prueba.', link: null, group: 'system', at: t.ctx.now() }),
    );
    const heard = nextEvent(admin, 'notification:state', 800);
    anonymous.emit('notification:read', created.notification.uuid);
    expect(await heard).toBeNull();
    const unread = await t.ctx.db
      .select({ readAt: notificationRecipients.readAt })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationUuid, created.notification.uuid));
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((row) => row.readAt === null)).toBe(true);
    expect(anonymous.connected).toBe(true);
  });

  it('still refuses an empty token: only a handshake without one is anonymous', async () => {
    expect(await outcome(open(url, ''))).toBe('AUTH_REQUIRED');
  });
});

describe('order:changed', () => {
  it('reaches staff after an order event, with the card as it is now', async () => {
    const admin = open(url, tokenOf(await t.authAs('admin')));
    const colaborador = open(url, tokenOf(await t.authAs('colaborador')));
    const cliente = open(url, tokenOf(await t.authAs('cliente')));
    await Promise.all([outcome(admin), outcome(colaborador), outcome(cliente)]);

    const order = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.PENDIENTE });
    const toAdmin = nextChange(admin);
    const toColaborador = nextChange(colaborador);
    const toCliente = nextChange(cliente, 1000);
    t.ctx.events.publish({
      type: 'order.finalized',
      orderId: order.id,
      code: order.code,
      userId: customerId,
      sendAmount: order.sendAmount,
      viaLink: false,
    });
    const event = await toAdmin;
    expect(event).toMatchObject({
      orderId: order.id,
      code: order.code,
      fromStatus: null,
      toStatus: ORDER_STATUS.PENDIENTE,
      at: t.ctx.now().toISOString(),
      card: {
        id: order.id,
        status: ORDER_STATUS.PENDIENTE,
        customerName: 'Lucía Flores Paz',
        sendAmount: '500.00',
        channel: 'web',
      },
    });
    expect(await toColaborador).toEqual(event);
    expect(await toCliente).toBeNull();
  });

  it('says an order left the board with a null card', async () => {
    const admin = open(url, tokenOf(await t.authAs('admin')));
    await outcome(admin);
    const order = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.TERMINADA });
    const received = nextChange(admin);
    t.ctx.events.publish({
      type: 'order.paid-out',
      orderId: order.id,
      code: order.code,
      userId: customerId,
      fromStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      toStatus: ORDER_STATUS.TERMINADA,
      actorId: 1,
    });
    expect(await received).toMatchObject({
      orderId: order.id,
      fromStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      toStatus: ORDER_STATUS.TERMINADA,
      card: null,
    });
  });

  it('stays quiet about TEMPORAL orders, which never concern staff', async () => {
    const admin = open(url, tokenOf(await t.authAs('admin')));
    await outcome(admin);
    const order = await insertOrder(t.ctx, customerId);
    const received = nextChange(admin, 800);
    t.ctx.events.publish({
      type: 'order.created',
      orderId: order.id,
      code: order.code,
      userId: customerId,
      partnerId: null,
    });
    expect(await received).toBeNull();
  });
});

describe('order:changed follows module grants (decision 081)', () => {
  it('reaches only staff who may view the order: none without modules, Pagos only for its queue', async () => {
    const none = await insertColaborador(t.ctx);
    const payments = await insertColaborador(t.ctx, [{ module: 'pagos', canView: true, canEdit: false }]);
    const bare = open(url, tokenOf(await signIn(t, none.documentNumber)));
    const pagos = open(url, tokenOf(await signIn(t, payments.documentNumber)));
    const admin = open(url, tokenOf(await t.authAs('admin')));
    await Promise.all([outcome(bare), outcome(pagos), outcome(admin)]);

    const order = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.PENDIENTE });
    const finalized = [nextChange(bare, 800), nextChange(pagos), nextChange(admin)] as const;
    t.ctx.events.publish({
      type: 'order.finalized',
      orderId: order.id,
      code: order.code,
      userId: customerId,
      sendAmount: order.sendAmount,
      viaLink: false,
    });
    expect(await finalized[0]).toBeNull();
    expect(await finalized[1]).toMatchObject({ orderId: order.id, toStatus: ORDER_STATUS.PENDIENTE });
    expect(await finalized[2]).toMatchObject({ orderId: order.id });

    // A payout concerns Devoluciones and Órdenes, not Pagos.
    const paid = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.TERMINADA });
    const paidOut = [nextChange(pagos, 800), nextChange(admin)] as const;
    t.ctx.events.publish({
      type: 'order.paid-out',
      orderId: paid.id,
      code: paid.code,
      userId: customerId,
      fromStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      toStatus: ORDER_STATUS.TERMINADA,
      actorId: 1,
    });
    expect(await paidOut[0]).toBeNull();
    expect(await paidOut[1]).toMatchObject({ orderId: paid.id });
  });

  it('follows a change of grants on an open socket', async () => {
    const staff = await insertColaborador(t.ctx);
    const socket = open(url, tokenOf(await signIn(t, staff.documentNumber)));
    await outcome(socket);
    const granted = await setPermission(t, await t.authAs('admin'), staff.id, 'ordenes', {
      canView: true,
      canEdit: false,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const order = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.PENDIENTE });
    // The room change travels after the grant's commit: wait until the socket is in the room.
    await expect
      .poll(async () => (await t.app.realtime.io.in('module:ordenes').fetchSockets()).map((s) => s.id))
      .toContain(socket.id);
    const heard = nextChange(socket);
    t.ctx.events.publish({
      type: 'order.finalized',
      orderId: order.id,
      code: order.code,
      userId: customerId,
      sendAmount: order.sendAmount,
      viaLink: false,
    });
    expect(await heard).toMatchObject({ orderId: order.id });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis, two instances', () => {
  it('deliver an event published on one to staff connected to the other, once', async () => {
    await withTwoInstances(async (a, b) => {
      const urlB = await listen(b);
      const urlA = await listen(a);
      const onB = open(urlB, tokenOf(await b.authAs('admin')));
      const onA = open(urlA, tokenOf(await a.authAs('admin')));
      expect(await outcome(onB)).toBe('connected');
      expect(await outcome(onA)).toBe('connected');
      const customer = await insertCustomer(a.ctx);
      const order = await insertOrder(a.ctx, customer.id, { status: ORDER_STATUS.OBSERVADA });
      const received: OrderChanged[] = [];
      onB.on('order:changed', (event) => received.push(event));
      const onAReceived = nextChange(onA);
      a.ctx.events.publish({
        type: 'order.fixed',
        orderId: order.id,
        code: order.code,
        userId: customer.id,
        viaLink: false,
      });
      expect((await onAReceived)?.orderId).toBe(order.id);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received.map((event) => event.orderId)).toEqual([order.id]);
    });
  });
});
