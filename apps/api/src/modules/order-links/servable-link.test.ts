import { ORDER_STATUS } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orderLinks } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import type { LinkKind, OrderLinkRow } from './link-facts.ts';
import { actsForLink, linkedOrderId, openLink, type LinkDoor } from './open-link.ts';
import { openServableLink } from './servable-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
let links = 0;
async function insertLink(
  userId: number,
  kind: LinkKind,
  changes: Partial<typeof orderLinks.$inferInsert> = {},
): Promise<OrderLinkRow> {
  links += 1;
  const [link] = await t.ctx.db
    .insert(orderLinks)
    .values({
      code: `servable-${links}-${Date.now()}`,
      kind,
      userId,
      expiresAt: new Date(t.clock.now().getTime() + HOUR),
      ...changes,
    })
    .returning();
  return link!;
}

/** The refusal's code, or 'opens' when the link serves. */
const answer = (work: Promise<unknown>) =>
  work.then(
    () => 'opens',
    (error: { code?: string }) => error.code ?? String(error),
  );
const servable = (link: OrderLinkRow, door: LinkDoor) => answer(openServableLink(t.ctx, link.code, door));

describe('which door opens which link', () => {
  it('each door opens its own kinds and answers not found for the others', async () => {
    const { id: userId } = await insertCustomer(t.ctx);
    const order = await insertOrder(t.ctx, userId, { status: ORDER_STATUS.TEMPORAL });
    const byKind = {
      new_order: await insertLink(userId, 'new_order'),
      finalize: await insertLink(userId, 'finalize', { orderId: order.id }),
      modification: await insertLink(userId, 'modification', { orderId: order.id }),
    };
    const opens = async (door: LinkDoor) => {
      const answers: Record<string, string> = {};
      for (const [kind, link] of Object.entries(byKind))
        answers[kind] = await answer(openLink(t.ctx.db, link.code, door, t.clock.now()));
      return answers;
    };
    const notFound = 'ORDER_LINK_NOT_FOUND';
    expect(await opens('resolve')).toEqual({ new_order: 'opens', finalize: 'opens', modification: notFound });
    expect(await opens('resolveModification')).toEqual({
      new_order: notFound,
      finalize: notFound,
      modification: 'opens',
    });
    expect(await opens('orderAction')).toEqual({
      new_order: notFound,
      finalize: 'opens',
      modification: 'opens',
    });
    expect(await opens('proof')).toEqual({ new_order: 'opens', finalize: 'opens', modification: 'opens' });
  });
});

describe('a used new-order link', () => {
  it('opens again only while the order it made is temporary, not expired and not past its time', async () => {
    const { id: userId } = await insertCustomer(t.ctx);
    const now = t.clock.now();
    const usedWith = async (order: Parameters<typeof insertOrder>[2]) => {
      const link = await insertLink(userId, 'new_order', { usedAt: now });
      await insertOrder(t.ctx, userId, { linkId: link.id, ...order });
      return answer(openLink(t.ctx.db, link.code, 'resolve', now));
    };
    const later = new Date(now.getTime() + HOUR);
    expect(await usedWith({ status: ORDER_STATUS.TEMPORAL, expiresAt: later })).toBe('opens');
    expect(await usedWith({ status: ORDER_STATUS.PENDIENTE, expiresAt: later })).toBe('ORDER_LINK_USED');
    expect(await usedWith({ status: ORDER_STATUS.TEMPORAL, expiresAt: later, expiredAt: now })).toBe(
      'ORDER_LINK_USED',
    );
    expect(await usedWith({ status: ORDER_STATUS.TEMPORAL, expiresAt: now })).toBe('ORDER_LINK_USED');
  });

  it('a used finalize link never opens again', async () => {
    const { id: userId } = await insertCustomer(t.ctx);
    const order = await insertOrder(t.ctx, userId, { status: ORDER_STATUS.TEMPORAL });
    const link = await insertLink(userId, 'finalize', { orderId: order.id, usedAt: t.clock.now() });
    expect(await answer(openLink(t.ctx.db, link.code, 'resolve', t.clock.now()))).toBe('ORDER_LINK_USED');
  });
});

describe('a link serves its customer', () => {
  it('only while they are a customer who is not blocked', async () => {
    const active = await insertCustomer(t.ctx);
    const blocked = await insertCustomer(t.ctx, { accountStatus: 'BLOQUEADO' });
    const staff = await insertColaborador(t.ctx);
    expect(await servable(await insertLink(active.id, 'new_order'), 'resolve')).toBe('opens');
    expect(await servable(await insertLink(blocked.id, 'new_order'), 'resolve')).toBe('ORDER_LINK_NOT_FOUND');
    expect(await servable(await insertLink(staff.id, 'new_order'), 'resolve')).toBe('ORDER_LINK_NOT_FOUND');
  });

  it('about an order, while the order is open: temporary, or observed for a modification link', async () => {
    const { id: userId } = await insertCustomer(t.ctx);
    const now = t.clock.now();
    const about = async (kind: LinkKind, order: Parameters<typeof insertOrder>[2]) => {
      const { id: orderId } = await insertOrder(t.ctx, userId, order);
      return servable(await insertLink(userId, kind, { orderId }), 'orderAction');
    };
    const later = new Date(now.getTime() + HOUR);
    expect(await about('finalize', { status: ORDER_STATUS.TEMPORAL, expiresAt: later })).toBe('opens');
    expect(await about('finalize', { status: ORDER_STATUS.OBSERVADA })).toBe('ORDER_LINK_USED');
    expect(await about('finalize', { status: ORDER_STATUS.PENDIENTE })).toBe('ORDER_LINK_USED');
    expect(await about('modification', { status: ORDER_STATUS.OBSERVADA })).toBe('opens');
    expect(await about('modification', { status: ORDER_STATUS.TEMPORAL, expiresAt: later })).toBe('opens');
    expect(await about('modification', { status: ORDER_STATUS.TERMINADA })).toBe('ORDER_LINK_USED');
    // The order's own time runs out at its exact instant, whatever the link's.
    expect(await about('finalize', { status: ORDER_STATUS.TEMPORAL, expiresAt: now })).toBe(
      'ORDER_LINK_EXPIRED',
    );
    expect(
      await about('finalize', { status: ORDER_STATUS.TEMPORAL, expiresAt: new Date(now.getTime() + 1) }),
    ).toBe('opens');
  });

  it('about an order that is gone, or without one, is not found', async () => {
    const { id: userId } = await insertCustomer(t.ctx);
    expect(
      await servable(await insertLink(userId, 'finalize', { orderId: 987_654_321 }), 'orderAction'),
    ).toBe('ORDER_LINK_NOT_FOUND');
    const orphan = await insertLink(userId, 'finalize');
    expect(await answer(Promise.resolve().then(() => linkedOrderId(orphan)))).toBe('ORDER_LINK_NOT_FOUND');
  });
});

describe('who acts for a link', () => {
  it('its customer in their own session or the session this link handed over; nobody else', async () => {
    const { id: userId } = await insertCustomer(t.ctx);
    const link = await insertLink(userId, 'new_order');
    const other = await insertLink(userId, 'new_order');
    const session = (changes: Partial<Principal>): Principal => ({
      userId,
      role: 'Cliente',
      sessionId: 'link-test',
      authTime: 0,
      ...changes,
    });
    const scope = (row: OrderLinkRow) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      orderId: row.orderId,
      expiresAt: row.expiresAt,
    });
    expect(actsForLink(session({}), link)).toBe(true);
    expect(actsForLink(session({ link: scope(link) }), link)).toBe(true);
    expect(actsForLink(session({ link: scope(other) }), link)).toBe(false);
    expect(actsForLink(session({ userId: userId + 1 }), link)).toBe(false);
    expect(actsForLink(session({ role: 'Administrador' }), link)).toBe(false);
  });
});
