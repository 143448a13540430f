import { ORDER_STATUS, ROLE_IDS, type DashboardSummary } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signIn } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { limaDay } from '../../platform/lima-calendar.ts';

let t: TestApp;
let admin: { authorization: string };

async function dashboard(headers = admin) {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<DashboardSummary>(response).data;
}

const cents = (amount: string) => BigInt(amount.replace('.', ''));
const money = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

interface Paid {
  at: string;
  send: string;
  fee: string;
}
// The clock reads 2026-11-21 10:00 in Lima (15:00 UTC). Lima days start at 05:00 UTC.
const PAID: Paid[] = [
  { at: '2026-11-21T05:00:00.000Z', send: '1500.00', fee: '67.50' }, // today, first instant
  { at: '2026-11-21T14:59:00.000Z', send: '250.00', fee: '10.00' }, // today
  { at: '2026-11-21T04:59:59.999Z', send: '800.00', fee: '10.00' }, // yesterday, last instant
  { at: '2026-11-08T05:00:00.000Z', send: '1200.00', fee: '54.00' }, // first day of the 14
  { at: '2026-11-08T04:59:59.000Z', send: '3000.00', fee: '135.00' }, // 7 November: this month, not in the 14
  { at: '2026-11-01T05:00:00.000Z', send: '999.99', fee: '10.00' }, // 1 November, first instant
  { at: '2026-11-01T04:59:59.999Z', send: '5000.00', fee: '225.00' }, // 31 October: last month
];

const limaDate = (iso: string) => limaDay(new Date(iso));

function figures(keep: (paid: Paid) => boolean) {
  const kept = PAID.filter(keep);
  return {
    orders: kept.length,
    sent: money(kept.reduce((sum, paid) => sum + cents(paid.send), 0n)),
    commissions: money(kept.reduce((sum, paid) => sum + cents(paid.fee), 0n)),
  };
}

let baseline: DashboardSummary;
const created: { id: number; status: number; createdAt: Date }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  baseline = await dashboard();
  const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
  let minute = 0;
  const add = async (status: number, extra: Parameters<typeof insertOrder>[2] = {}) => {
    minute += 1;
    const createdAt = new Date(Date.UTC(2026, 9, 1) + minute * 3_600_000);
    const order = await insertOrder(t.ctx, customer.id, { status, createdAt, ...extra });
    created.push({ id: order.id, status, createdAt });
  };
  for (const paid of PAID) {
    await add(ORDER_STATUS.TERMINADA, {
      paidOutAt: new Date(paid.at),
      sendAmount: paid.send,
      finalFee: paid.fee,
    });
  }
  for (const status of [1, 1, 1, 3, 3, 4, 0, 0, 2]) await add(status);
  // Waiting for review: KYC complete and POR_VALIDAR; the others are not.
  await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 0 });
  await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 0 });
  await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 2 });
  await insertCustomer(t.ctx, { accountStatus: 'REGISTRADO', kycStep: 1 });
  await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 0, roleId: ROLE_IDS.Colaborador });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/dashboard', () => {
  it('counts what waits for staff', async () => {
    const { toAct } = await dashboard();
    expect(toAct).toEqual({
      customersToValidate: baseline.toAct.customersToValidate + 2,
      paymentsPending: 3,
      payoutsPending: 2,
      observed: 1,
    });
  });

  it('sums the orders paid out today and this month, by Lima calendar', async () => {
    const summary = await dashboard();
    expect(summary.today).toEqual(figures((paid) => limaDate(paid.at) === '2026-11-21'));
    expect(summary.today.orders).toBe(2);
    expect(summary.month).toEqual(figures((paid) => limaDate(paid.at) >= '2026-11-01'));
    expect(summary.month.orders).toBe(6);
  });

  it('has the last 14 days, every day present, oldest first', async () => {
    const { daily } = await dashboard();
    expect(daily.map((day) => day.date)).toEqual(
      Array.from({ length: 14 }, (_, index) => `2026-11-${String(8 + index).padStart(2, '0')}`),
    );
    for (const day of daily) {
      expect(day).toEqual({ date: day.date, ...figures((paid) => limaDate(paid.at) === day.date) });
    }
    expect(daily[0]!.orders).toBe(1);
    expect(daily[12]).toMatchObject({ date: '2026-11-20', orders: 1, sent: '800.00' });
    expect(daily[5]).toEqual({ date: '2026-11-13', orders: 0, sent: '0.00', commissions: '0.00' });
  });

  it('lists the 8 newest orders that are not TEMPORAL', async () => {
    const { latest } = await dashboard();
    const expected = created
      .filter((order) => order.status !== ORDER_STATUS.TEMPORAL)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 8)
      .map((order) => order.id);
    expect(latest.map((order) => order.id)).toEqual(expected);
  });

  it('moves with the clock: after midnight in Lima, today starts empty', async () => {
    t.clock.set('2026-11-22T05:00:00Z');
    const summary = await dashboard(await signIn(t, '10000001'));
    expect(summary.today).toEqual({ orders: 0, sent: '0.00', commissions: '0.00' });
    expect(summary.daily.at(-1)?.date).toBe('2026-11-22');
    expect(summary.daily[0]?.date).toBe('2026-11-09');
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('is open to staff with ordenes view and closed to customers', async () => {
    expect((await dashboard(await t.authAs('colaborador'))).toAct.paymentsPending).toBe(3);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: await t.authAs('cliente'),
    });
    expect(refused.statusCode).toBe(403);
  });
});
