import { ORDER_STATUS, type BalanceOverview } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador, signIn } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, demoAccount, type TestApp } from '../../../test/support/test-app.ts';
import { banks, cambixAccounts, ledgerEntries, orders } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney, parseSignedMoney } from '../../platform/money.ts';
import { recordLedgerEntry } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // This file makes its own dollar accounts where the seed put some (docs/rules/exchange.md).
  await t.ctx.db.delete(cambixAccounts).where(eq(cambixAccounts.currency, 'USD'));
});
afterAll(() => t.close());

const URL = '/api/admin/finance/balance';

async function bankId(code: string): Promise<number> {
  const [bank] = await t.ctx.db.select({ id: banks.id }).from(banks).where(eq(banks.code, code));
  if (!bank) throw new Error(`bank ${code} missing`);
  return bank.id;
}

async function accountAt(code: string, purpose: 'collection' | 'payout'): Promise<number> {
  const [account] = await t.ctx.db
    .select({ id: cambixAccounts.id })
    .from(cambixAccounts)
    .where(and(eq(cambixAccounts.bankId, await bankId(code)), eq(cambixAccounts.purpose, purpose)));
  if (!account) throw new Error(`no ${purpose} account at ${code}`);
  return account.id;
}

async function newAccount(code: string, values: Partial<typeof cambixAccounts.$inferInsert>) {
  const [account] = await t.ctx.db
    .insert(cambixAccounts)
    .values({
      bankId: await bankId(code),
      currency: 'PEN',
      purpose: 'collection',
      accountNumber: `77${code}0000${Math.floor(Math.random() * 10_000)}`,
      cci: '00000000000000000000',
      holderName: 'Cambix S.A.C.',
      ...values,
    })
    .returning();
  return account!.id;
}

const row = (
  cambixAccountId: number,
  direction: 'ingreso' | 'egreso',
  amount: string,
  at: string,
  extra: { kind?: 'manual' | 'opening'; operatedOn?: string } = {},
) =>
  recordLedgerEntry(t.ctx.db, {
    cambixAccountId,
    direction,
    amount,
    kind: extra.kind ?? 'manual',
    concept: 'Prueba',
    actorId: null,
    createdAt: new Date(at),
    ...(extra.operatedOn ? { operatedOn: extra.operatedOn } : {}),
  });

/**
 * The overview computed again, in TypeScript, from the raw rows, accounts and orders: what the SQL must
 * agree with.
 */
async function recomputed(now: Date): Promise<BalanceOverview> {
  const today = limaDay(now);
  const entries = await t.ctx.db.select().from(ledgerEntries);
  const accounts = await t.ctx.db
    .select({ account: cambixAccounts, bank: banks })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId));
  const pendingOrders = await t.ctx.db
    .select()
    .from(orders)
    .where(eq(orders.status, ORDER_STATUS.PENDIENTE_DEVOLUCION));
  const payoutAccountOf = (bank: number, currency: 'PEN' | 'USD') =>
    accounts.find(
      ({ account }) =>
        account.bankId === bank &&
        account.purpose === 'payout' &&
        account.currency === currency &&
        account.active,
    )?.account.id;
  const pending = new Map<number, { count: number; amount: bigint }>();
  for (const order of pendingOrders) {
    const target =
      payoutAccountOf(order.destination.bankId, order.currency) ??
      payoutAccountOf(order.paymentBankId, order.currency);
    if (target === undefined) continue;
    const sum = pending.get(target) ?? { count: 0, amount: 0n };
    sum.count += 1;
    sum.amount += parseMoney(order.receiveAmount);
    pending.set(target, sum);
  }
  const sorted = [...accounts].sort(
    (a, b) =>
      a.bank.sortOrder - b.bank.sortOrder ||
      a.bank.id - b.bank.id ||
      a.account.currency.localeCompare(b.account.currency) ||
      a.account.purpose.localeCompare(b.account.purpose),
  );
  const cards = sorted.flatMap(({ account, bank }) => {
    const own = entries.filter((entry) => entry.cambixAccountId === account.id);
    if (!account.active && own.length === 0) return [];
    const signed = (entry: (typeof own)[number]) =>
      entry.direction === 'ingreso' ? parseMoney(entry.amount) : -parseMoney(entry.amount);
    const flow = (direction: string, when: (day: string) => boolean) =>
      formatMoney(
        own
          .filter((entry) => entry.direction === direction && when(entry.operatedOn))
          .reduce((sum, entry) => sum + parseMoney(entry.amount), 0n),
      );
    const balance = own.reduce((sum, entry) => sum + signed(entry), 0n);
    const waiting = pending.get(account.id) ?? { count: 0, amount: 0n };
    const last = own.map((entry) => entry.createdAt.getTime()).sort((a, b) => b - a)[0];
    return [
      {
        account: {
          id: account.id,
          bankId: bank.id,
          bankName: bank.name,
          bankCode: bank.code,
          currency: account.currency,
          purpose: account.purpose,
          accountNumber: account.accountNumber,
          holderName: account.holderName,
          active: account.active,
        },
        balance: formatMoney(balance),
        today: {
          ingresos: flow('ingreso', (day) => day === today),
          egresos: flow('egreso', (day) => day === today),
        },
        month: {
          ingresos: flow('ingreso', (day) => day.slice(0, 7) === today.slice(0, 7)),
          egresos: flow('egreso', (day) => day.slice(0, 7) === today.slice(0, 7)),
        },
        pendingPayouts: { count: waiting.count, amount: formatMoney(waiting.amount) },
        balanceAfterPayouts: formatMoney(balance - waiting.amount),
        lastMovementAt: last === undefined ? null : new Date(last).toISOString(),
      },
    ];
  });
  const totals = (['PEN', 'USD'] as const).flatMap((currency) => {
    const mine = cards.filter((card) => card.account.currency === currency);
    if (mine.length === 0) return [];
    const balance = mine.reduce((sum, card) => sum + parseSignedMoney(card.balance), 0n);
    const waiting = mine.reduce((sum, card) => sum + parseMoney(card.pendingPayouts.amount), 0n);
    return [
      {
        currency,
        balance: formatMoney(balance),
        pendingPayouts: formatMoney(waiting),
        balanceAfterPayouts: formatMoney(balance - waiting),
      },
    ];
  });
  return { today, accounts: cards, totals };
}

async function overview(): Promise<BalanceOverview> {
  // Signed in again at the clock's time: sessions expire as it moves.
  const headers = await signIn(t, demoAccount('admin').dni);
  const response = await t.app.inject({ method: 'GET', url: URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<BalanceOverview>(response).data;
}

describe('GET /api/admin/finance/balance', () => {
  let accounts: Record<
    | 'bcpCollection'
    | 'bcpPayout'
    | 'interbankPayout'
    | 'bbvaPayout'
    | 'usd'
    | 'interbankUsdPayout'
    | 'inactiveWithRows'
    | 'inactiveEmpty',
    number
  >;

  beforeAll(async () => {
    // 10:00 in Lima on 2026-11-21.
    t.clock.set('2026-11-21T15:00:00Z');
    accounts = {
      bcpCollection: await accountAt('002', 'collection'),
      bcpPayout: await accountAt('002', 'payout'),
      interbankPayout: await accountAt('003', 'payout'),
      bbvaPayout: await accountAt('011', 'payout'),
      usd: await newAccount('002', { currency: 'USD' }),
      interbankUsdPayout: await newAccount('003', { currency: 'USD', purpose: 'payout' }),
      inactiveWithRows: await newAccount('038', { active: false }),
      inactiveEmpty: await newAccount('035', { active: false, purpose: 'payout' }),
    };
    // BBVA's payout account is switched off: its payouts leave from the payment bank.
    await t.ctx.db
      .update(cambixAccounts)
      .set({ active: false })
      .where(eq(cambixAccounts.id, accounts.bbvaPayout));

    const bcp = accounts.bcpCollection;
    await row(bcp, 'ingreso', '10000.00', '2026-10-01T12:00:00Z', { kind: 'opening' });
    await row(bcp, 'ingreso', '1000.00', '2026-10-31T20:00:00Z');
    // 23:59 in Lima on 31 October: neither this month nor today.
    await row(bcp, 'ingreso', '200.10', '2026-11-01T04:59:00Z');
    // 00:01 in Lima on 1 November: this month, not today.
    await row(bcp, 'egreso', '50.05', '2026-11-01T05:01:00Z');
    // 23:59 in Lima yesterday: this month, not today.
    await row(bcp, 'ingreso', '300.00', '2026-11-21T04:59:00Z');
    // 00:01 in Lima today.
    await row(bcp, 'egreso', '12.34', '2026-11-21T05:01:00Z');
    await row(bcp, 'ingreso', '7.50', '2026-11-21T14:00:00Z');
    // Recorded today, dated in October: counted by the day the money moved.
    await row(bcp, 'egreso', '99.99', '2026-11-21T14:30:00Z', { operatedOn: '2026-10-28' });
    await row(accounts.bcpPayout, 'ingreso', '5000.00', '2026-11-10T15:00:00Z');
    await row(accounts.bcpPayout, 'egreso', '6000.00', '2026-11-21T13:00:00Z');
    await row(accounts.usd, 'ingreso', '1500.00', '2026-11-21T13:00:00Z');
    await row(accounts.inactiveWithRows, 'ingreso', '40.00', '2026-09-01T13:00:00Z');

    const customer = await insertCustomer(t.ctx);
    const waiting = async (
      paymentBank: string,
      destinationBank: string,
      receiveAmount: string,
      status: number,
      currency: 'PEN' | 'USD' = 'PEN',
    ) => {
      const order = await insertOrder(t.ctx, customer.id, { status, receiveAmount, currency });
      await t.ctx.db
        .update(orders)
        .set({
          paymentBankId: await bankId(paymentBank),
          destination: { ...order.destination, bankId: await bankId(destinationBank), currency },
        })
        .where(eq(orders.id, order.id));
    };
    const PENDING = ORDER_STATUS.PENDIENTE_DEVOLUCION;
    // To Interbank, which holds a payout account: leaves from it.
    await waiting('002', '003', '490.00', PENDING);
    await waiting('011', '003', '1000.55', PENDING);
    // To a bank where Cambix has no payout account: leaves from the payment bank's.
    await waiting('002', '038', '250.25', PENDING);
    // The destination's payout account is inactive: from the payment bank's.
    await waiting('002', '011', '100.00', PENDING);
    await waiting('002', '035', '10.00', PENDING);
    // Neither bank has an active payout account: on no card.
    await waiting('038', '054', '999.00', PENDING);
    // A divisas venta paying dollars: from the USD payout account at the destination, never a soles one.
    await waiting('002', '003', '500.00', PENDING, 'USD');
    // Not waiting for its payout.
    await waiting('002', '003', '777.00', ORDER_STATUS.TERMINADA);
    await waiting('002', '003', '888.00', ORDER_STATUS.PENDIENTE);
  });

  it('equals the figures recomputed from the raw rows and orders', async () => {
    const answer = await overview();
    expect(answer).toEqual(await recomputed(t.clock.now()));
  });

  it('counts today and the month by Lima days of operated_on, routes pending payouts, lists inactive accounts with rows', async () => {
    const answer = await overview();
    expect(answer.today).toBe('2026-11-21');
    const card = (id: number) => answer.accounts.find((candidate) => candidate.account.id === id);

    const bcp = card(accounts.bcpCollection)!;
    expect(bcp.balance).toBe('11345.22');
    expect(bcp.today).toEqual({ ingresos: '7.50', egresos: '12.34' });
    expect(bcp.month).toEqual({ ingresos: '307.50', egresos: '62.39' });
    expect(bcp.lastMovementAt).toBe('2026-11-21T14:30:00.000Z');

    expect(card(accounts.interbankPayout)!.pendingPayouts).toEqual({ count: 2, amount: '1490.55' });
    const bcpPayout = card(accounts.bcpPayout)!;
    expect(bcpPayout.pendingPayouts).toEqual({ count: 3, amount: '360.25' });
    expect(bcpPayout.balance).toBe('-1000.00');
    expect(bcpPayout.balanceAfterPayouts).toBe('-1360.25');

    expect(card(accounts.inactiveWithRows)!.account.active).toBe(false);
    expect(card(accounts.inactiveEmpty)).toBeUndefined();
    expect(card(accounts.bbvaPayout)).toBeUndefined();
    expect(card(accounts.usd)!.balance).toBe('1500.00');
    expect(card(accounts.interbankUsdPayout)!.pendingPayouts).toEqual({ count: 1, amount: '500.00' });
    expect(answer.totals.find((total) => total.currency === 'USD')).toEqual({
      currency: 'USD',
      balance: '1500.00',
      pendingPayouts: '500.00',
      balanceAfterPayouts: '1000.00',
    });
  });

  it('moves today and the month with the clock', async () => {
    // 00:00 in Lima on 1 December: a new day and a new month, nothing in either yet.
    t.clock.set('2026-12-01T05:00:00Z');
    const answer = await overview();
    expect(answer.today).toBe('2026-12-01');
    const bcp = answer.accounts.find((card) => card.account.id === accounts.bcpCollection)!;
    expect(bcp.today).toEqual({ ingresos: '0.00', egresos: '0.00' });
    expect(bcp.month).toEqual({ ingresos: '0.00', egresos: '0.00' });
    expect(answer).toEqual(await recomputed(t.clock.now()));
    // 23:59 in Lima on 30 November: still November.
    t.clock.set('2026-12-01T04:59:00Z');
    const november = await overview();
    expect(november.accounts.find((card) => card.account.id === accounts.bcpCollection)!.month).toEqual({
      ingresos: '307.50',
      egresos: '62.39',
    });
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('is for staff with the balance module', async () => {
    const without = await signedInColaborador(t, [{ module: 'flujo', canView: true, canEdit: true }]);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: without.headers })).statusCode).toBe(403);
    const viewer = await signedInColaborador(t, [{ module: 'balance', canView: true, canEdit: false }]);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: viewer.headers })).statusCode).toBe(200);
  });
});
