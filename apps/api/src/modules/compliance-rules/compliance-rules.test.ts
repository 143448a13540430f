import {
  ORDER_STATUS,
  dollarsOfSoles,
  formatAmount,
  formatMoney,
  parseMoney,
  type Order,
  type PartnerOrder,
} from '@cambix/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import {
  bankByCode,
  finalize,
  newOrder,
  operativeCustomer,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import {
  createdOrder,
  finalizeByLink,
  orderRequest,
  uploadByLink,
} from '../../../test/support/partner-orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  bankAccounts,
  banks,
  complianceAlerts,
  notificationRecipients,
  notifications,
  orders,
  users,
} from '../../platform/db/schema/index.ts';
import { readNewestBoard } from '../exchange/index.ts';
import { ruleSettings } from './rule-settings.ts';
import { structuringRule } from './structuring-rule.ts';
import { structuringSumOf, structuringSumUsd } from './structuring-sum.ts';

type Headers = Record<string, string>;
type Kind = (typeof complianceAlerts.$inferSelect)['kind'];

// The test clock: Saturday 2026-11-21 10:00 in Lima (15:00 UTC). A window of 7 days starts on Sunday
// 2026-11-15 at 00:00 Lima, 05:00 UTC.
const NOW = new Date('2026-11-21T15:00:00Z');
const WINDOW_START = new Date('2026-11-15T05:00:00Z');
const TODAY = new Date('2026-11-21T14:00:00Z');
const RATE = 375n; // S/ 3.75 per dollar, in the rows written here

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await t.sessionOf('admin')).user.id;
});
afterAll(() => t.close());

const soles = (usd: string) => formatMoney((parseMoney(usd) * RATE) / 100n);

/** A customer who may operate with room for any amount here. */
const customer = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  operativeCustomer(t, { isSpecial: true, monthlyLimit: '9999999.00', ...overrides });

/** A divisas compra of `usd` dollars, finalized at `at` (PENDIENTE, or as told). */
const finalizedOrder = (userId: number, usd: string, at: Date, status: number = ORDER_STATUS.PENDIENTE) =>
  insertOrder(t.ctx, userId, {
    kind: 'divisas',
    direction: 'compra',
    sendCurrency: 'USD',
    currency: 'PEN',
    sendAmount: usd,
    usdAmount: usd,
    rate: '3.7500',
    receiveAmount: soles(usd),
    penEquivalent: soles(usd),
    status,
    finalizedAt: at,
    statusChangedAt: at,
    createdAt: at,
  });

/** A TEMPORAL divisas compra of `usd` dollars with its voucher, finalized now by its customer. */
async function finalizeNew(headers: Headers, userId: number, usd: string, penEquivalent = soles(usd)) {
  const order = await insertOrder(t.ctx, userId, {
    kind: 'divisas',
    direction: 'compra',
    sendCurrency: 'USD',
    currency: 'PEN',
    sendAmount: usd,
    usdAmount: usd,
    rate: '3.7500',
    receiveAmount: penEquivalent,
    penEquivalent,
    rateLockedUntil: new Date(t.ctx.now().getTime() + 10 * 60_000),
  });
  await insertOrderFile(t.ctx, order.id);
  const response = await finalize(t, headers, order.id);
  expect(response.statusCode, response.body).toBe(200);
  return { order, response };
}

const alertsOf = (userId: number, kind: Kind) =>
  t.ctx.db
    .select()
    .from(complianceAlerts)
    .where(and(eq(complianceAlerts.userId, userId), eq(complianceAlerts.kind, kind)));

/** The accounts the order rows above made for the customer, dated long ago so they are not new. */
const ageAccounts = (userId: number) =>
  t.ctx.db
    .update(bankAccounts)
    .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
    .where(eq(bankAccounts.userId, userId));

const TELLING = /cumplimiento|alerta|estructur|sospech|UIF|lavado/i;

/** The officers' bell line for an alert (one notice per alert). */
async function noticeOf(alertId: number): Promise<string | undefined> {
  const [notice] = await t.ctx.db
    .select({ body: notifications.body })
    .from(notifications)
    .where(eq(notifications.sourceKey, `compliance-alert:${alertId}`));
  return notice?.body;
}

describe('structuring', () => {
  it('raises the alert for three orders of US$ 1,800 in a day (US$ 5,400), with the orders and figures', async () => {
    t.clock.set(NOW);
    const { user, headers } = await customer();
    const one = await finalizedOrder(user.id, '1800.00', new Date('2026-11-21T13:00:00Z'));
    const two = await finalizedOrder(user.id, '1800.00', new Date('2026-11-21T13:30:00Z'));
    const { order: three, response } = await finalizeNew(headers, user.id, '1800.00');
    const [alert, ...more] = await alertsOf(user.id, 'structuring');
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ status: 'open', holds: false, subject: `from-order:${one.id}` });
    expect(alert!.facts).toMatchObject({
      orderId: three.id,
      windowDays: 7,
      windowStart: WINDOW_START.toISOString(),
      thresholdUsd: '5000.00',
      totalUsd: '5400.00',
      linkedCustomers: [],
    });
    expect((alert!.facts.orders as { id: number }[]).map((order) => order.id)).toEqual([
      one.id,
      two.id,
      three.id,
    ]);
    expect(await noticeOf(alert!.id)).toBe(
      '3 órdenes bajo el umbral suman US$ 5,400.00 en 7 días (umbral US$ 5,000.00).',
    );
    // The customer is told nothing.
    expect(response.body).not.toMatch(TELLING);
  });

  it('raises it for two compras of US$ 4,999 finalized within a minute', async () => {
    t.clock.set(NOW);
    const { user, headers } = await customer();
    await finalizedOrder(user.id, '4999.00', new Date(NOW.getTime() - 60_000));
    await finalizeNew(headers, user.id, '4999.00');
    expect(await alertsOf(user.id, 'structuring')).toHaveLength(1);
  });

  it('fires when the sum is exactly the threshold, not one cent under', async () => {
    t.clock.set(NOW);
    const reach = await customer();
    await finalizedOrder(reach.user.id, '3000.00', TODAY);
    await finalizeNew(reach.headers, reach.user.id, '2000.00');
    expect(await alertsOf(reach.user.id, 'structuring')).toHaveLength(1);

    const under = await customer();
    await finalizedOrder(under.user.id, '2999.99', TODAY);
    await finalizeNew(under.headers, under.user.id, '2000.00');
    expect(await alertsOf(under.user.id, 'structuring')).toHaveLength(0);
  });

  it('counts an order from 00:00 Lima of the window’s first day, not one a millisecond before', async () => {
    t.clock.set(NOW);
    const inside = await customer();
    await finalizedOrder(inside.user.id, '3000.00', WINDOW_START);
    await finalizeNew(inside.headers, inside.user.id, '2000.00');
    expect(await alertsOf(inside.user.id, 'structuring')).toHaveLength(1);

    const outside = await customer();
    await finalizedOrder(outside.user.id, '3000.00', new Date(WINDOW_START.getTime() - 1));
    await finalizeNew(outside.headers, outside.user.id, '2000.00');
    expect(await alertsOf(outside.user.id, 'structuring')).toHaveLength(0);
  });

  it('leaves out failed orders and orders at the threshold (those carry their own declaración)', async () => {
    t.clock.set(NOW);
    const { user, headers } = await customer();
    await finalizedOrder(user.id, '3000.00', TODAY, ORDER_STATUS.FALLIDA);
    await finalizedOrder(user.id, '5000.00', TODAY);
    await finalizeNew(headers, user.id, '2000.00');
    expect(await alertsOf(user.id, 'structuring')).toHaveLength(0);
  });

  it('is not raised by an order at the threshold (it carries its own declaración), even on a full window; a cent under is', async () => {
    t.clock.set(NOW);
    const at = await customer();
    await finalizedOrder(at.user.id, '3000.00', TODAY);
    await finalizedOrder(at.user.id, '2000.00', TODAY);
    await finalizeNew(at.headers, at.user.id, '5000.00');
    expect(await alertsOf(at.user.id, 'structuring')).toHaveLength(0);

    const under = await customer();
    await finalizedOrder(under.user.id, '3000.00', TODAY);
    await finalizedOrder(under.user.id, '2000.00', TODAY);
    await finalizeNew(under.headers, under.user.id, '4999.99');
    expect(await alertsOf(under.user.id, 'structuring')).toHaveLength(1);
  });

  it('raises one alert for the same run of orders, however many more join it, and one notice', async () => {
    t.clock.set(NOW);
    const { user, headers } = await customer();
    await finalizedOrder(user.id, '2500.00', TODAY);
    await finalizeNew(headers, user.id, '2500.00');
    await finalizeNew(headers, user.id, '1000.00');
    const alerts = await alertsOf(user.id, 'structuring');
    expect(alerts).toHaveLength(1);
    const told = await t.ctx.db
      .select({ uuid: notifications.uuid })
      .from(notifications)
      .where(eq(notifications.sourceKey, `compliance-alert:${alerts[0]!.id}`));
    expect(told).toHaveLength(1);
  });

  it('adds the orders of a customer sharing a destination account or a mobile, and says which', async () => {
    t.clock.set(NOW);
    const first = await customer();
    const earlier = await finalizedOrder(first.user.id, '3000.00', TODAY);
    const [account] = await t.ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, earlier.destinationAccountId!));
    const second = await customer();
    await t.ctx.db.insert(bankAccounts).values({
      userId: second.user.id,
      bankId: account!.bankId,
      accountTypeId: account!.accountTypeId,
      currency: 'PEN',
      accountNumber: account!.accountNumber,
      holderDeclaredAt: NOW,
    });
    await finalizeNew(second.headers, second.user.id, '2000.00');
    const [alert] = await alertsOf(second.user.id, 'structuring');
    expect(alert!.facts).toMatchObject({
      totalUsd: '5000.00',
      linkedCustomers: [{ id: first.user.id, via: ['cuenta-destino'] }],
    });

    const third = await customer({ celular: '911000333' });
    const fourth = await customer({ celular: '911000333' });
    await finalizedOrder(third.user.id, '4000.00', TODAY);
    await finalizeNew(fourth.headers, fourth.user.id, '1000.00');
    const [byPhone] = await alertsOf(fourth.user.id, 'structuring');
    expect(byPhone!.facts).toMatchObject({ linkedCustomers: [{ id: third.user.id, via: ['celular'] }] });
  });
});

describe('the order that reaches the structuring sum asks for the declaración jurada', () => {
  /** A cambio de saldo of S/ 6,000 from the customer's account, with or without the signature. */
  async function place(headers: Headers, userId: number, signature?: string) {
    const bcp = await bankByCode(t, '002');
    const [account] = await t.ctx.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
    return newOrder(t, headers, {
      bankId: bcp.id,
      sendAmount: '6000.00',
      destinationAccountId: account!.id,
      ...(signature ? { declarationSignature: signature } : {}),
    });
  }

  /** The dollars of S/ 6,000 on the board in force: what the new order adds. */
  const dollarsOfOrder = async () => dollarsOfSoles('6000.00', (await readNewestBoard(t.ctx.db))!.board)!;

  it('is asked when the order brings the window exactly to the threshold, and signed it is placed', async () => {
    t.clock.set(NOW);
    const { user, headers } = await customer();
    const rest = formatMoney(parseMoney('5000.00') - parseMoney(await dollarsOfOrder()));
    await finalizedOrder(user.id, rest, TODAY);
    const refused = await place(headers, user.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DECLARATION_REQUIRED' });
    expect(JSON.stringify(body(refused).data)).toMatch(/declarationSignature/);
    expect(refused.body).not.toMatch(TELLING);

    const placed = await place(headers, user.id, 'Cliente De Prueba Número');
    expect(placed.statusCode, placed.body).toBe(200);
    const order = body<Order>(placed).data;
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      declarationRequired: true,
      declarationSignature: 'Cliente De Prueba Número',
    });

    // Finalized, the three make the alert.
    expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
    const finalized = await finalize(t, headers, order.id);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.body).not.toMatch(TELLING);
    const [alert] = await alertsOf(user.id, 'structuring');
    expect(alert!.facts).toMatchObject({ totalUsd: '5000.00' });
  });

  it('is not asked when the window stays one cent under the threshold', async () => {
    t.clock.set(NOW);
    const { user, headers } = await customer();
    const rest = formatMoney(parseMoney('5000.00') - parseMoney(await dollarsOfOrder()) - 1n);
    await finalizedOrder(user.id, rest, TODAY);
    const placed = await place(headers, user.id);
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, body<Order>(placed).data.id));
    expect(row!.declarationRequired).toBe(false);
  });

  it('is asked of a partner’s client on the link, as the client’s own window reaches it', async () => {
    t.clock.set(NOW);
    const externo = await t.authAs('externo');
    const request = await orderRequest(t, {
      client: { documentNumber: '45077001', phone: '955077001' },
      sendAmount: '6000.00',
    });
    const first = await createdOrder(t, externo, request);
    expect(first.declarationRequired).toBe(false);
    const [client] = await t.ctx.db
      .select({ id: orders.userId })
      .from(orders)
      .where(eq(orders.code, first.code));
    const rest = formatMoney(parseMoney('5000.00') - parseMoney(await dollarsOfOrder()));
    await finalizedOrder(client!.id, rest, TODAY);
    const second = await createdOrder(t, externo, { ...request, idempotencyKey: `k-${Date.now()}` });
    expect(second.declarationRequired).toBe(true);
  });
});

describe('sudden change', () => {
  // History: S/ 1,000 in September and S/ 2,000 in October: S/ 1,500 a month over 2 months; K = 5: S/ 7,500.
  async function withHistory() {
    const found = await customer();
    await finalizedOrder(found.user.id, '266.67', new Date('2026-09-10T15:00:00Z'));
    await t.ctx.db
      .update(orders)
      .set({ penEquivalent: '1000.00' })
      .where(and(eq(orders.userId, found.user.id)));
    const october = await finalizedOrder(found.user.id, '533.33', new Date('2026-10-10T15:00:00Z'));
    await t.ctx.db.update(orders).set({ penEquivalent: '2000.00' }).where(eq(orders.id, october.id));
    return found;
  }

  it('fires over K times the monthly average, not at exactly K times', async () => {
    t.clock.set(NOW);
    const at = await withHistory();
    await finalizeNew(at.headers, at.user.id, '2000.00', '7500.00');
    expect(await alertsOf(at.user.id, 'sudden-change')).toHaveLength(0);

    const over = await withHistory();
    const { order } = await finalizeNew(over.headers, over.user.id, '2000.00', '7500.01');
    const [alert] = await alertsOf(over.user.id, 'sudden-change');
    expect(alert).toMatchObject({ subject: `order:${order.id}` });
    expect(alert!.facts).toMatchObject({
      amountPen: '7500.01',
      factor: 5,
      monthsCounted: 2,
      fromMonth: '2026-09',
      toMonth: '2026-10',
      historyTotalPen: '3000.00',
      monthlyAveragePen: '1500.00',
      limitPen: '7500.00',
    });
    expect(await noticeOf(alert!.id)).toBe(
      `Orden ${order.code} de S/ 7,500.01: más de 5 veces su promedio mensual (S/ 1,500.00).`,
    );
  });

  it('counts the months across a new year: S/ 1,200 last December is S/ 109.09 a month over 11', async () => {
    t.clock.set(NOW);
    const december = async () => {
      const found = await customer();
      const old = await finalizedOrder(found.user.id, '320.00', new Date('2025-12-10T15:00:00Z'));
      await t.ctx.db.update(orders).set({ penEquivalent: '1200.00' }).where(eq(orders.id, old.id));
      return found;
    };
    // K = 5: over S/ 6,000 / 11 = S/ 545.4545…
    const at = await december();
    await finalizeNew(at.headers, at.user.id, '2000.00', '545.45');
    expect(await alertsOf(at.user.id, 'sudden-change')).toHaveLength(0);

    const over = await december();
    await finalizeNew(over.headers, over.user.id, '2000.00', '545.46');
    const [alert] = await alertsOf(over.user.id, 'sudden-change');
    expect(alert!.facts).toMatchObject({
      monthsCounted: 11,
      fromMonth: '2025-12',
      toMonth: '2026-10',
      monthlyAveragePen: '109.09',
    });
  });

  it('has no average without a whole month behind, and counts a month by its Lima edges', async () => {
    t.clock.set(NOW);
    const fresh = await customer();
    // 23:59:59 Lima on 31 October: October, a whole month before.
    const lastOfOctober = await finalizedOrder(fresh.user.id, '100.00', new Date('2026-11-01T04:59:59Z'));
    await t.ctx.db.update(orders).set({ penEquivalent: '100.00' }).where(eq(orders.id, lastOfOctober.id));
    await finalizeNew(fresh.headers, fresh.user.id, '2000.00', '500.01');
    const [alert] = await alertsOf(fresh.user.id, 'sudden-change');
    expect(alert!.facts).toMatchObject({ monthsCounted: 1, monthlyAveragePen: '100.00' });

    const none = await customer();
    // 00:00 Lima on 1 November: this month, no history.
    const firstOfNovember = await finalizedOrder(none.user.id, '100.00', new Date('2026-11-01T05:00:00Z'));
    await t.ctx.db.update(orders).set({ penEquivalent: '100.00' }).where(eq(orders.id, firstOfNovember.id));
    await finalizeNew(none.headers, none.user.id, '4000.00');
    expect(await alertsOf(none.user.id, 'sudden-change')).toHaveLength(0);
  });
});

describe('many new destination accounts', () => {
  async function withAccounts(dates: Date[]) {
    const found = await customer();
    const [template] = await t.ctx.db.select().from(bankAccounts).limit(1);
    for (const [index, createdAt] of dates.entries())
      await t.ctx.db.insert(bankAccounts).values({
        userId: found.user.id,
        bankId: template!.bankId,
        accountTypeId: template!.accountTypeId,
        currency: 'PEN',
        accountNumber: `55${found.user.id}${index}`.padEnd(14, '0'),
        holderDeclaredAt: createdAt,
        createdAt,
      });
    return found;
  }

  /** An order whose own (fresh) account is dated long ago, so only the accounts given count. */
  async function finalizeOld(found: { headers: Headers; user: { id: number } }) {
    const order = await insertOrder(t.ctx, found.user.id, {
      rateLockedUntil: null,
      sendAmount: '100.00',
      receiveAmount: '95.00',
    });
    await t.ctx.db
      .update(bankAccounts)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(bankAccounts.id, order.destinationAccountId!));
    await insertOrderFile(t.ctx, order.id);
    const response = await finalize(t, found.headers, order.id);
    expect(response.statusCode, response.body).toBe(200);
  }

  it('fires at the count within the window (its first day from 00:00 Lima), not one short', async () => {
    t.clock.set(NOW);
    const reach = await withAccounts([WINDOW_START, TODAY, TODAY]);
    await finalizeOld(reach);
    const [alert] = await alertsOf(reach.user.id, 'new-accounts');
    expect(alert!.facts).toMatchObject({ count: 3, threshold: 3, windowDays: 7 });

    const short = await withAccounts([new Date(WINDOW_START.getTime() - 1), TODAY, TODAY]);
    await finalizeOld(short);
    expect(await alertsOf(short.user.id, 'new-accounts')).toHaveLength(0);
  });

  it('shows each account (bank, currency, last four digits, added, deleted) and keys the alert by the first', async () => {
    t.clock.set(NOW);
    const found = await withAccounts([WINDOW_START, TODAY, TODAY]);
    const accounts = await t.ctx.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, found.user.id)))
      .orderBy(bankAccounts.createdAt, bankAccounts.id);
    const deletedAt = new Date('2026-11-21T14:30:00Z');
    await t.ctx.db.update(bankAccounts).set({ deletedAt }).where(eq(bankAccounts.id, accounts[2]!.id));
    await finalizeOld(found);
    const [alert] = await alertsOf(found.user.id, 'new-accounts');
    const [bank] = await t.ctx.db.select().from(banks).where(eq(banks.id, accounts[0]!.bankId));
    expect(alert!.subject).toBe(`from-account:${accounts[0]!.id}`);
    expect(alert!.facts.accounts).toEqual(
      accounts.map((account, index) => ({
        id: account.id,
        bank: bank!.name,
        currency: 'PEN',
        accountEnding: account.accountNumber.slice(-4),
        createdAt: account.createdAt.toISOString(),
        deletedAt: index === 2 ? deletedAt.toISOString() : null,
      })),
    );
    expect(accounts[0]!.accountNumber.slice(-4)).toHaveLength(4);
    expect(accounts[0]!.accountNumber.length).toBeGreaterThan(4);
    expect(await noticeOf(alert!.id)).toBe('3 cuentas de destino nuevas en 7 días (umbral 3).');
  });

  it('does not repeat for the same accounts', async () => {
    t.clock.set(NOW);
    const found = await withAccounts([TODAY, TODAY, TODAY]);
    await finalizeOld(found);
    await finalizeOld(found);
    expect(await alertsOf(found.user.id, 'new-accounts')).toHaveLength(1);
  });
});

describe('a customer whose identity validation was rejected before', () => {
  it('raises one alert per rejection, on the first order after it', async () => {
    t.clock.set(NOW);
    const { user, headers } = await customer();
    await ageAccounts(user.id);
    await finalizeNew(headers, user.id, '100.00');
    expect(await alertsOf(user.id, 'rejected-identity')).toHaveLength(0);

    const [rejection] = await t.ctx.db
      .insert(auditLog)
      .values({
        actorId: adminId,
        action: 'user.reject',
        targetType: 'user',
        targetId: String(user.id),
        note: 'Foto del documento ilegible',
        createdAt: new Date('2026-11-01T15:00:00Z'),
      })
      .returning({ id: auditLog.id });
    const { order } = await finalizeNew(headers, user.id, '100.00');
    await finalizeNew(headers, user.id, '100.00');
    const alerts = await alertsOf(user.id, 'rejected-identity');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.facts).toMatchObject({
      orderId: order.id,
      rejectedAt: '2026-11-01T15:00:00.000Z',
      rejectionReason: 'Foto del documento ilegible',
    });
    expect(alerts[0]!.subject).toBe(`rejection:${rejection!.id}`);
    expect(await noticeOf(alerts[0]!.id)).toBe(
      `Orden ${order.code} de S/ ${formatAmount(order.penEquivalent!)} de un cliente cuya validación de identidad fue rechazada.`,
    );
  });
});

describe('partner clients shared between partners', () => {
  async function partnerOrder(role: 'externo' | 'externo2', documentNumber: string): Promise<PartnerOrder> {
    const headers = await t.authAs(role);
    const order = await createdOrder(
      t,
      headers,
      await orderRequest(t, { client: { documentNumber, phone: `9${documentNumber}` } }),
    );
    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    const finalized = await finalizeByLink(t, order.link.code);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.body).not.toMatch(TELLING);
    return order;
  }

  const sharedAlerts = async (documentNumber: string) => {
    const clients = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.documentNumber, documentNumber));
    return t.ctx.db
      .select()
      .from(complianceAlerts)
      .where(
        and(
          eq(complianceAlerts.kind, 'shared-partner-client'),
          inArray(
            complianceAlerts.userId,
            clients.map((client) => client.id),
          ),
        ),
      );
  };

  it('fires when a second partner serves the same document, once, whoever orders again', async () => {
    t.clock.set(NOW);
    await partnerOrder('externo', '45088001');
    expect(await sharedAlerts('45088001')).toHaveLength(0);
    await partnerOrder('externo2', '45088001');
    const [alert, ...more] = await sharedAlerts('45088001');
    expect(more).toHaveLength(0);
    expect(alert!.facts).toMatchObject({ document: 'DNI 45088001' });
    expect(alert!.facts.partners).toHaveLength(2);
    const partnerIds = [
      ...new Set((alert!.facts.partners as { partnerId: number }[]).map((row) => row.partnerId)),
    ];
    expect(partnerIds).toHaveLength(2);
    expect(alert!.subject).toBe(`partners:${partnerIds.sort((a, b) => a - b).join(',')}`);
    expect(await noticeOf(alert!.id)).toBe('El cliente DNI 45088001 es cliente de 2 socios.');
    await partnerOrder('externo', '45088001');
    await partnerOrder('externo2', '45088001');
    expect(await sharedAlerts('45088001')).toHaveLength(1);
  });
});

describe('partner clients shared between partners: a customer of the web', () => {
  it('is not a partner’s client: their own order with the document of one partner’s client raises nothing', async () => {
    t.clock.set(NOW);
    const externo = await t.authAs('externo');
    const order = await createdOrder(
      t,
      externo,
      await orderRequest(t, { client: { documentNumber: '45088002', phone: '945088002' } }),
    );
    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    expect((await finalizeByLink(t, order.link.code)).statusCode).toBe(200);
    const web = await customer({ documentNumber: '45088002' });
    await ageAccounts(web.user.id);
    await finalizeNew(web.headers, web.user.id, '100.00');
    const alerts = await t.ctx.db
      .select()
      .from(complianceAlerts)
      .where(eq(complianceAlerts.kind, 'shared-partner-client'));
    const clients = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.documentNumber, '45088002'));
    expect(clients).toHaveLength(2);
    expect(alerts.filter((alert) => clients.some((client) => client.id === alert.userId))).toHaveLength(0);
  });
});

describe('dollars no board can measure', () => {
  /** A cambio de saldo of S/ 3,750.00 finalized today (no dollars of its own). */
  const saldoOrder = (userId: number) =>
    insertOrder(t.ctx, userId, {
      kind: 'saldo',
      usdAmount: null,
      penEquivalent: '3750.00',
      status: ORDER_STATUS.PENDIENTE,
      finalizedAt: TODAY,
      statusChangedAt: TODAY,
      createdAt: TODAY,
    });

  it('the structuring rule passes over a cambio de saldo without a board: as the order, and in the window', async () => {
    t.clock.set(NOW);
    const { user } = await customer();
    const saldo = await saldoOrder(user.id);
    const dollars = await finalizedOrder(user.id, '4999.99', TODAY);
    await t.ctx.db.transaction(async (tx) => {
      const settings = await ruleSettings(t.ctx, tx);
      // The saldo itself has no dollars to measure: no alert, nothing read wrong.
      expect(await structuringRule({ tx, order: saldo, settings, board: null, now: NOW })).toBeNull();
      // The divisas order's window leaves the saldo out: US$ 4,999.99 alone, under the threshold.
      expect(await structuringRule({ tx, order: dollars, settings, board: null, now: NOW })).toBeNull();
      // On the board, the saldo's dollars count: US$ 1,000 more reach it.
      const board = (await readNewestBoard(tx))!.board;
      expect(await structuringRule({ tx, order: dollars, settings, board, now: NOW })).toMatchObject({
        kind: 'structuring',
        subject: `from-order:${saldo.id}`,
      });
    });
  });

  it('the declaración’s sum: each order under the threshold, a cambio de saldo on the board in force, none without one', async () => {
    const inForce = (await readNewestBoard(t.ctx.db))!;
    const saldoDollars = dollarsOfSoles('100.00', inForce.board)!;
    const window = [
      { kind: 'divisas' as const, usdAmount: '5000.00', penEquivalent: '18750.00' },
      { kind: 'divisas' as const, usdAmount: '4999.99', penEquivalent: '18749.96' },
      { kind: 'saldo' as const, usdAmount: null, penEquivalent: '100.00' },
    ];
    expect(structuringSumOf(window, '5000.00', inForce)).toBe(
      formatMoney(parseMoney('4999.99') + parseMoney(saldoDollars)),
    );
    // No board: the saldo cannot be measured and is left out.
    expect(structuringSumOf(window, '5000.00', null)).toBe('4999.99');
    expect(structuringSumOf([], '5000.00', null)).toBe('0.00');
  });

  it('the sum read on its own measures soles on the newest board when none is given', async () => {
    t.clock.set(NOW);
    const { user } = await customer();
    await saldoOrder(user.id);
    const inForce = (await readNewestBoard(t.ctx.db))!;
    const expected = dollarsOfSoles('3750.00', inForce.board)!;
    await t.ctx.db.transaction(async (tx) => {
      expect(await structuringSumUsd(t.ctx, tx, user.id, NOW, null)).toBe(expected);
      expect(await structuringSumUsd(t.ctx, tx, user.id, NOW, inForce)).toBe(expected);
      // A board given is the one used: at a middle rate of S/ 7.50, US$ 500.
      const given = {
        ...inForce,
        board: {
          buy: [{ fromUsd: '0.00', toUsd: '100000.00', rate: '7.4000' }],
          sell: [{ fromUsd: '0.00', toUsd: '100000.00', rate: '7.6000' }],
        },
      };
      expect(await structuringSumUsd(t.ctx, tx, user.id, NOW, given)).toBe('500.00');
    });
  });
});

describe('confidentiality', () => {
  it('tells officers only: the bell of Administradores and cumplimiento, never the customer or other staff', async () => {
    t.clock.set(NOW);
    const officer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
    const payments = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: true }]);
    const { user, headers } = await customer();
    await finalizedOrder(user.id, '3000.00', TODAY);
    await finalizeNew(headers, user.id, '2000.00');
    const [alert] = await alertsOf(user.id, 'structuring');
    const told = await t.ctx.db
      .select({ userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.uuid, notificationRecipients.notificationUuid))
      .where(eq(notifications.sourceKey, `compliance-alert:${alert!.id}`));
    const recipients = told.map((row) => row.userId);
    expect(recipients).toContain(adminId);
    expect(recipients).toContain(officer.user.id);
    expect(recipients).not.toContain(payments.user.id);
    expect(recipients).not.toContain(user.id);
    for (const who of [payments.headers, headers]) {
      const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who });
      expect(bell.body).not.toMatch(/Alerta de cumplimiento|bajo el umbral/);
    }
    const own = await t.app.inject({ method: 'GET', url: '/api/listOrders', headers });
    expect(own.body).not.toMatch(TELLING);
    await t.drain();
    const mails = (await t.outbox()).filter((mail) => mail.to === user.email);
    for (const mail of mails) expect(`${mail.subject} ${mail.text}`).not.toMatch(TELLING);
  });
});
