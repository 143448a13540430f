import { ORDER_STATUS, type OrderStatusChanged } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { operativeCustomer } from '../../../test/support/orders.ts';
import {
  listen,
  nextEvent,
  openSocket,
  outcome,
  tokenOf,
  type Client,
} from '../../../test/support/sockets.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orders } from '../../platform/db/schema/index.ts';

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

afterAll(async () => {
  await t.close();
});

async function connected(headers: { authorization: string }): Promise<Client> {
  const socket = openSocket(url, tokenOf(headers), opened);
  expect(await outcome(socket)).toBe('connected');
  return socket;
}

const approve = async (orderId: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/approve`,
    headers,
    payload: { operationNumber: 'OP-7781' },
  });

describe('order:status to the customer (decision 100)', () => {
  it('reaches only the order’s owner, after the move committed, with the code and new status only', async () => {
    const admin = await t.authAs('admin');
    const owner = await operativeCustomer(t);
    const other = await operativeCustomer(t);
    const [ownerTab, ownerOtherTab, otherTab, staffTab] = await Promise.all([
      connected(owner.headers),
      connected(owner.headers),
      connected(other.headers),
      connected(admin),
    ]);
    const order = await insertOrder(t.ctx, owner.user.id, { status: ORDER_STATUS.PENDIENTE });

    const heard: Record<string, OrderStatusChanged[]> = { other: [], staff: [] };
    otherTab.on('order:status', (event) => heard.other!.push(event));
    staffTab.on('order:status', (event) => heard.staff!.push(event));
    // What the owner's screen would read the moment the event arrives.
    const seenStatus = new Promise<number | undefined>((resolve) => {
      ownerTab.once('order:status', () => {
        void t.ctx.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, order.id))
          .then(([row]) => resolve(row?.status));
      });
    });
    const toOwner = nextEvent(ownerTab, 'order:status');
    const toOwnerOtherTab = nextEvent(ownerOtherTab, 'order:status');

    const approved = await approve(order.id, admin);
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await toOwner).toEqual({ code: order.code, status: ORDER_STATUS.PENDIENTE_DEVOLUCION });
    expect(await toOwnerOtherTab).toEqual(await toOwner);
    expect(await seenStatus).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);

    // A later event to the same sockets arrives after any stray one would have (one connection keeps order).
    const later = nextEvent(otherTab, 'order:status');
    const laterOnStaff = nextEvent(staffTab, 'order:status');
    const otherOrder = await insertOrder(t.ctx, other.user.id, { status: ORDER_STATUS.PENDIENTE });
    expect((await approve(otherOrder.id, admin)).statusCode).toBe(200);
    expect(await later).toEqual({ code: otherOrder.code, status: ORDER_STATUS.PENDIENTE_DEVOLUCION });
    expect(await laterOnStaff).toBeNull();
    expect(heard.other).toHaveLength(1);
    expect(heard.staff).toEqual([]);
  });

  it('says nothing when the move is refused (nothing was committed)', async () => {
    const admin = await t.authAs('admin');
    const owner = await operativeCustomer(t);
    const ownerTab = await connected(owner.headers);
    const order = await insertOrder(t.ctx, owner.user.id, { status: ORDER_STATUS.TERMINADA });
    const heard = nextEvent(ownerTab, 'order:status', 1000);
    const refused = await approve(order.id, admin);
    expect(refused.statusCode).toBe(409);
    expect(await heard).toBeNull();
  });
});
