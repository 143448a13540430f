import { ORDER_STATUS } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requotedRateLocks } from '../../platform/db/schema/index.ts';
import { lapsedDivisasOrder } from '../../../test/support/divisas.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { operativeCustomer } from '../../../test/support/orders.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { countLapsedLocks, isIndicativeFor } from './lapsed-rate-locks.ts';

let t: TestApp;
const DAY = 86_400_000;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A closed divisas order of the customer whose lock ended at `lockedUntil`, released 45 minutes later. */
const divisasOrder = (userId: number, lockedUntil: Date, extra: Parameters<typeof insertOrder>[2] = {}) =>
  lapsedDivisasOrder(t, userId, lockedUntil, {
    expiredAt: new Date(lockedUntil.getTime() + 45 * MINUTE),
    ...extra,
  });

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

describe('countLapsedLocks (docs/rules/exchange.md#indicative-quotes)', () => {
  it('counts a lapse just inside the window and not one exactly the window ago', async () => {
    const { user } = await operativeCustomer(t);
    await divisasOrder(user.id, ago(7 * DAY));
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 7, t.clock.now())).toBe(0);
    await divisasOrder(user.id, ago(7 * DAY - 1));
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 7, t.clock.now())).toBe(1);
    // A wider window takes the older one in.
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 8, t.clock.now())).toBe(2);
  });

  it('counts a lock that ends exactly now, not one that ends a millisecond later', async () => {
    const { user } = await operativeCustomer(t);
    const now = t.clock.now();
    await divisasOrder(user.id, new Date(now.getTime() + 1), { expiredAt: null });
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 7, now)).toBe(0);
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 7, new Date(now.getTime() + 1))).toBe(1);
  });

  it('leaves out finalized orders, orders given back before their lock ended, cambio de saldo and others’ orders', async () => {
    const { user } = await operativeCustomer(t);
    const other = await operativeCustomer(t);
    const lock = ago(DAY);
    await divisasOrder(user.id, lock, {
      status: ORDER_STATUS.PENDIENTE,
      finalizedAt: new Date(lock.getTime() - MINUTE),
      expiredAt: null,
    });
    await divisasOrder(user.id, lock, { expiredAt: new Date(lock.getTime() - 1) });
    await insertOrder(t.ctx, user.id, { expiredAt: ago(DAY) });
    await divisasOrder(other.user.id, lock);
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 7, t.clock.now())).toBe(0);
    // Cancelled at the very instant the lock ended: it had lapsed.
    await divisasOrder(user.id, lock, { expiredAt: lock });
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 7, t.clock.now())).toBe(1);
  });

  it('counts every lock a re-quote replaced, each at its own end', async () => {
    const { user } = await operativeCustomer(t);
    const order = await divisasOrder(user.id, ago(DAY));
    await t.ctx.db.insert(requotedRateLocks).values([
      { orderId: order.id, lockedUntil: ago(3 * DAY), requotedAt: ago(3 * DAY - MINUTE) },
      { orderId: order.id, lockedUntil: ago(2 * DAY), requotedAt: ago(2 * DAY - MINUTE) },
      { orderId: order.id, lockedUntil: ago(9 * DAY), requotedAt: ago(9 * DAY - MINUTE) },
    ]);
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 7, t.clock.now())).toBe(3);
  });

  it('counts a partner’s orders for its clients apart from the clients’ own', async () => {
    const { user } = await operativeCustomer(t);
    const [partner] = await t.ctx.db.query.partners.findMany({ limit: 1 });
    if (!partner) throw new Error('no partner seeded');
    const before = await countLapsedLocks(t.ctx.db, { partnerId: partner.id }, 7, t.clock.now());
    await divisasOrder(user.id, ago(DAY), { partnerId: partner.id, channel: 'partner' });
    expect(await countLapsedLocks(t.ctx.db, { partnerId: partner.id }, 7, t.clock.now())).toBe(before + 1);
    expect(await countLapsedLocks(t.ctx.db, { customerId: user.id }, 7, t.clock.now())).toBe(0);
  });
});

describe('isIndicativeFor', () => {
  it('turns indicative at the limit, not one below, and never while the rule is off', async () => {
    const { user } = await operativeCustomer(t);
    const rule = { lapsedLocksLimit: 3, lapsedLocksWindowDays: 7 };
    const holder = { customerId: user.id };
    await divisasOrder(user.id, ago(DAY));
    await divisasOrder(user.id, ago(2 * DAY));
    expect(await isIndicativeFor(t.ctx.db, holder, rule, t.clock.now())).toBe(false);
    await divisasOrder(user.id, ago(3 * DAY));
    expect(await isIndicativeFor(t.ctx.db, holder, rule, t.clock.now())).toBe(true);
    const off = { lapsedLocksLimit: null, lapsedLocksWindowDays: null };
    expect(await isIndicativeFor(t.ctx.db, holder, off, t.clock.now())).toBe(false);
  });
});
