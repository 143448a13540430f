import { DEFAULT_SETTINGS, ORDER_STATUS } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import {
  divisasTerms,
  finishOrder,
  publishMiddleBoard,
  registerRowsOfOrder,
} from '../../../test/support/compliance-register.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { statementsOf } from '../../../test/support/statement-log.ts';
import { insertPartner, insertPartnerOrder } from '../../../test/support/partner-rows.ts';
import { orderInStatus, payout } from '../../../test/support/pipeline.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { complianceRegister, exchangeRates, orders, users } from '../../platform/db/schema/index.ts';
import { enterRegister } from './enter-register.ts';
import { boardAtPlacement, oldestBoard, usdEquivalentOf } from './usd-equivalent.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  await publishMiddleBoard(t);
});
afterAll(() => t.close());

const customer = () =>
  insertCustomer(t.ctx, {
    accountStatus: 'ACTIVO',
    ocupacion: 'Contadora',
    direccion: 'Av. Arequipa 1200',
    ubigeo: '150122',
  });

class RolledBack extends Error {}

/** Runs `work` in a transaction rolled back at its end: the rate boards it changes come back. */
async function rolledBack(work: (tx: Tx) => Promise<void>): Promise<void> {
  const run = t.ctx.db.transaction(async (tx) => {
    await work(tx);
    throw new RolledBack();
  });
  await expect(run).rejects.toBeInstanceOf(RolledBack);
}

/** No rate board was ever published (the orders that name one forget it first). */
async function withoutBoards(tx: Tx): Promise<void> {
  await tx.update(orders).set({ rateId: null });
  await tx.delete(exchangeRates);
}

async function setCompliance(changes: Partial<typeof DEFAULT_SETTINGS.compliance>) {
  const saved = await settingsCall(t, admin, 'PUT', '/compliance', {
    ...DEFAULT_SETTINGS.compliance,
    ...changes,
  });
  expect(saved.statusCode).toBe(200);
}

describe('the payout’s reads', () => {
  it('reads the month’s orders once, each with its board, however many the customer finished', async () => {
    const person = await customer();
    for (const day of ['03', '04', '05', '06']) {
      await finishOrder(t, person.id, `2026-04-${day}T15:00:00Z`, { sendAmount: '3750.00' });
    }
    const last = await insertOrder(t.ctx, person.id, {
      status: ORDER_STATUS.TERMINADA,
      createdAt: new Date('2026-04-07T14:00:00Z'),
      paidOutAt: new Date('2026-04-07T15:00:00Z'),
      fundsOrigin: 'ahorros',
      sendAmount: '3750.00',
    });
    const { statements } = await statementsOf(t.ctx.db, () =>
      t.ctx.db.transaction((tx) => enterRegister(t.ctx, tx, last)),
    );
    const reads = statements.filter((statement) => statement.includes('"exchange_rates"'));
    expect(reads, statements.join('\n\n')).toHaveLength(1);
    expect(await registerRowsOfOrder(t, last.id)).toEqual([]);
  });
});

describe('the oldest board (decision 152)', () => {
  it('measures an order placed before any board by the oldest, beside one measured by the board of its time', async () => {
    const person = await customer();
    const placedEarly = await insertOrder(t.ctx, person.id, {
      status: ORDER_STATUS.TERMINADA,
      createdAt: new Date('2019-12-31T15:00:00Z'),
      paidOutAt: new Date('2026-05-12T15:00:00Z'),
      fundsOrigin: 'ahorros',
      sendAmount: '18750.00',
    });
    await insertOrder(t.ctx, person.id, {
      status: ORDER_STATUS.TERMINADA,
      createdAt: new Date('2026-05-11T15:00:00Z'),
      paidOutAt: new Date('2026-05-11T16:00:00Z'),
      fundsOrigin: 'ahorros',
      sendAmount: '100.00',
    });
    await rolledBack(async (tx) => {
      await withoutBoards(tx);
      await tx.insert(exchangeRates).values({
        source: 'manual',
        buy: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '3.7000' }],
        sell: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '3.8000' }],
        publishedAt: new Date('2020-01-01T00:00:00Z'),
      });
      await enterRegister(t.ctx, tx, placedEarly);
      const rows = await tx
        .select()
        .from(complianceRegister)
        .where(eq(complianceRegister.orderId, placedEarly.id));
      expect(rows).toMatchObject([{ reason: 'single', usdEquivalent: '5000.00' }]);
    });
  });
});

describe('the single-operation threshold (docs/rules/compliance.md#the-register)', () => {
  it('takes a divisas order of exactly US$ 5,000.00, not one of US$ 4,999.99', async () => {
    const person = await customer();
    const at = await finishOrder(t, person.id, '2026-03-10T15:00:00Z', divisasTerms('5000.00'));
    const under = await finishOrder(t, person.id, '2026-03-11T15:00:00Z', divisasTerms('4999.99'));
    const [row] = await registerRowsOfOrder(t, at.id);
    expect(row).toMatchObject({ reason: 'single', month: '2026-03', usdEquivalent: '5000.00' });
    expect(row?.snapshot).toMatchObject({ type: 'compra', rate: '3.7000', sendCurrency: 'USD' });
    expect(await registerRowsOfOrder(t, under.id)).toEqual([]);
  });

  it('converts a cambio de saldo at the middle rate: S/ 18,750.00 enters, S/ 18,749.99 does not', async () => {
    const person = await customer();
    const soles = (amount: string) => ({ sendAmount: amount, receiveAmount: amount });
    const at = await finishOrder(t, person.id, '2026-03-10T15:00:00Z', soles('18750.00'));
    const under = await finishOrder(t, person.id, '2026-03-11T15:00:00Z', soles('18749.99'));
    const [row] = await registerRowsOfOrder(t, at.id);
    expect(row).toMatchObject({ reason: 'single', usdEquivalent: '5000.00' });
    expect(row?.snapshot).toMatchObject({
      type: 'cambio de saldo',
      rate: '3.7500',
      sendAmount: '18750.00',
      sendCurrency: 'PEN',
    });
    expect(await registerRowsOfOrder(t, under.id)).toEqual([]);
  });

  it('enters a finished payout in the payout’s own transaction', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
      sendAmount: '18750.00',
      receiveAmount: '18740.00',
    });
    expect((await payout(t, admin, order.id)).statusCode).toBe(200);
    const [row] = await registerRowsOfOrder(t, order.id);
    expect(row).toMatchObject({ reason: 'single', usdEquivalent: '5000.00' });
    expect(row?.operatedAt).toEqual(t.clock.now());
  });
});

describe('the multiple-operations threshold in a Lima calendar month', () => {
  it('at US$ 50,000.00 takes every operation of the month once, and the later ones', async () => {
    const person = await customer();
    const ids: number[] = [];
    for (let day = 1; day <= 10; day += 1) {
      const paidOutAt = `2026-04-${String(day).padStart(2, '0')}T15:00:00Z`;
      ids.push((await finishOrder(t, person.id, paidOutAt, divisasTerms('4999.99'))).id);
    }
    ids.push((await finishOrder(t, person.id, '2026-04-11T15:00:00Z', divisasTerms('0.09'))).id);
    const entered = () =>
      t.ctx.db.select().from(complianceRegister).where(eq(complianceRegister.userId, person.id));
    // US$ 49,999.99: one cent short.
    expect(await entered()).toEqual([]);
    ids.push((await finishOrder(t, person.id, '2026-04-12T15:00:00Z', divisasTerms('0.01'))).id);
    const rows = await entered();
    expect(rows.map((row) => row.orderId).sort()).toEqual([...ids].sort());
    expect(new Set(rows.map((row) => row.reason))).toEqual(new Set(['monthly']));
    const later = await finishOrder(t, person.id, '2026-04-20T15:00:00Z', divisasTerms('50.00'));
    expect(await registerRowsOfOrder(t, later.id)).toHaveLength(1);
    expect(await entered()).toHaveLength(ids.length + 1);
    const nextMonth = await finishOrder(t, person.id, '2026-05-01T15:00:00Z', divisasTerms('50.00'));
    expect(await registerRowsOfOrder(t, nextMonth.id)).toEqual([]);
  });

  it('counts 23:59 Lima of the last day in that month and 00:00 in the next', async () => {
    await setCompliance({ registerMonthlyUsd: '6000.00' });
    try {
      const january = await customer();
      await finishOrder(t, january.id, '2026-01-15T15:00:00Z', divisasTerms('3000.00'));
      // 2026-02-01 04:59 UTC is 31 January, 23:59 in Lima.
      const lastMinute = await finishOrder(t, january.id, '2026-02-01T04:59:00Z', divisasTerms('3000.00'));
      expect(await registerRowsOfOrder(t, lastMinute.id)).toMatchObject([
        { reason: 'monthly', month: '2026-01' },
      ]);

      const february = await customer();
      const first = await finishOrder(t, february.id, '2026-01-15T15:00:00Z', divisasTerms('3000.00'));
      // 05:00 UTC is 1 February, 00:00 in Lima: a new month.
      const midnight = await finishOrder(t, february.id, '2026-02-01T05:00:00Z', divisasTerms('3000.00'));
      expect(await registerRowsOfOrder(t, first.id)).toEqual([]);
      expect(await registerRowsOfOrder(t, midnight.id)).toEqual([]);
    } finally {
      await setCompliance({});
    }
  });
});

/** An order measured as the register measures it: the board in force when placed, else the oldest. */
async function measured(db: Queryable, order: Parameters<typeof usdEquivalentOf>[0] & { createdAt: Date }) {
  const [board] = await db
    .select()
    .from(boardAtPlacement(db, sql`${order.createdAt.toISOString()}::timestamptz`));
  return usdEquivalentOf(order, board ?? (await oldestBoard(db)));
}

describe('an order’s dollars (decision 152)', () => {
  const placed = new Date('2026-03-10T14:00:00Z');
  const saldo = (createdAt: Date, sendAmount = '18750.00') => ({
    kind: 'saldo' as const,
    usdAmount: null,
    rate: null,
    sendAmount,
    createdAt,
  });

  it('a divisas order: its own dollars at its own rate; anything else: its soles at the middle rate', async () => {
    const divisas = { kind: 'divisas' as const, rate: '3.7000', sendAmount: '5000.00', createdAt: placed };
    expect(await measured(t.ctx.db, { ...divisas, usdAmount: '5000.00' })).toEqual({
      usd: '5000.00',
      rate: '3.7000',
    });
    // Dollars carried by a cambio de saldo do not count: its soles are measured.
    expect(await measured(t.ctx.db, { ...saldo(placed), usdAmount: '1.00' })).toEqual({
      usd: '5000.00',
      rate: '3.7500',
    });
    // A divisas order without its dollars is measured by its soles too.
    expect(await measured(t.ctx.db, { ...divisas, sendAmount: '18750.00', usdAmount: null })).toEqual({
      usd: '5000.00',
      rate: '3.7500',
    });
  });

  it('takes the board in force when the order was placed, the oldest before any, none when none was published', async () => {
    await rolledBack(async (tx) => {
      await withoutBoards(tx);
      await tx.insert(exchangeRates).values({
        source: 'manual',
        buy: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '3.7000' }],
        sell: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '3.8000' }],
        publishedAt: new Date('2020-01-01T00:00:00Z'),
      });
      await tx.insert(exchangeRates).values({
        source: 'manual',
        buy: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '3.9000' }],
        sell: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '4.1000' }],
        publishedAt: new Date('2026-06-01T00:00:00Z'),
      });
      expect(await measured(tx, saldo(new Date('2026-06-01T00:00:00Z')))).toEqual({
        usd: '4687.50',
        rate: '4.0000',
      });
      expect(await measured(tx, saldo(new Date('2026-05-31T23:59:59Z')))).toEqual({
        usd: '5000.00',
        rate: '3.7500',
      });
      expect(await measured(tx, saldo(new Date('2019-12-31T00:00:00Z')))).toEqual({
        usd: '5000.00',
        rate: '3.7500',
      });
      await withoutBoards(tx);
      expect(await measured(tx, saldo(placed))).toBeNull();
    });
  });

  it('measures nothing by a board whose middle rate is zero', async () => {
    await rolledBack(async (tx) => {
      await withoutBoards(tx);
      await tx.insert(exchangeRates).values({
        source: 'manual',
        buy: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '0.0000' }],
        sell: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '0.0000' }],
        publishedAt: new Date('2020-01-01T00:00:00Z'),
      });
      expect(await measured(tx, saldo(placed))).toBeNull();
    });
  });

  it('leaves out, and logs, an order no board can measure; the month counts the orders measured', async () => {
    const person = await customer();
    const finished = (paidOutAt: string, terms: Parameters<typeof insertOrder>[2]) =>
      insertOrder(t.ctx, person.id, {
        status: ORDER_STATUS.TERMINADA,
        createdAt: new Date(new Date(paidOutAt).getTime() - 3_600_000),
        finalizedAt: new Date(paidOutAt),
        paidOutAt: new Date(paidOutAt),
        fundsOrigin: 'ahorros',
        ...terms,
      });
    const soles = await finished('2026-08-03T15:00:00Z', {
      sendAmount: '200000.00',
      receiveAmount: '200000.00',
    });
    const dollars = await finished('2026-08-04T15:00:00Z', divisasTerms('50000.00'));
    const warn = vi.spyOn(t.ctx.log, 'warn');
    const info = vi.spyOn(t.ctx.log, 'info');
    try {
      await rolledBack(async (tx) => {
        await withoutBoards(tx);
        await enterRegister(t.ctx, tx, soles);
        expect(warn).toHaveBeenCalledWith(
          { orderId: soles.id },
          'register: no rate board to measure the order in dollars',
        );
        await enterRegister(t.ctx, tx, dollars);
        const rows = await tx
          .select()
          .from(complianceRegister)
          .where(eq(complianceRegister.userId, person.id));
        expect(rows.map((row) => [row.orderId, row.reason])).toEqual([[dollars.id, 'single']]);
        expect(info).toHaveBeenCalledWith(
          { userId: person.id, total: '50000.00' },
          'register: monthly threshold reached',
        );
      });
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });

  it('enters each operation of a month reached at its own time', async () => {
    await setCompliance({ registerMonthlyUsd: '6000.00' });
    try {
      const person = await customer();
      const first = await finishOrder(t, person.id, '2026-09-05T15:00:00Z', divisasTerms('3000.00'));
      const second = await finishOrder(t, person.id, '2026-09-20T15:00:00Z', divisasTerms('3000.00'));
      expect(await registerRowsOfOrder(t, first.id)).toMatchObject([
        { reason: 'monthly', month: '2026-09', operatedAt: new Date('2026-09-05T15:00:00Z') },
      ]);
      expect(await registerRowsOfOrder(t, second.id)).toMatchObject([
        { reason: 'monthly', month: '2026-09', operatedAt: new Date('2026-09-20T15:00:00Z') },
      ]);
    } finally {
      await setCompliance({});
    }
  });
});

/** The database's own words when it refuses a statement (drizzle wraps them in `cause`). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'accepted';
}

describe('what a row keeps', () => {
  it('keeps the three parties as they were, after a later profile edit', async () => {
    const person = await customer();
    await t.ctx.db.update(users).set({ isPep: true }).where(eq(users.id, person.id));
    const order = await finishOrder(t, person.id, '2026-03-12T15:00:00Z', {
      ...divisasTerms('6000.00'),
      fundsOrigin: 'otro',
      fundsOriginDetail: 'Venta de cosecha',
      declarationSignature: 'Cliente De Prueba Número',
      declarationSignedAt: new Date('2026-03-12T14:00:00Z'),
    });
    await t.ctx.db
      .update(users)
      .set({ nombres: 'Otro', ocupacion: 'Ingeniera', direccion: 'Jr. Nuevo 1', isPep: false })
      .where(eq(users.id, person.id));
    const [row] = await registerRowsOfOrder(t, order.id);
    const party = {
      documentType: 'DNI',
      documentNumber: person.documentNumber,
      names: 'Cliente De Prueba Número',
      nationality: 'PE',
      occupation: 'Contadora',
      address: 'Av. Arequipa 1200 (ubigeo 150122)',
      isPep: true,
    };
    expect(row?.snapshot).toMatchObject({
      orderCode: order.code,
      channel: 'web',
      partner: null,
      fundsOrigin: 'otro',
      fundsOriginDetail: 'Venta de cosecha',
      declarationSignature: 'Cliente De Prueba Número',
      ejecutante: party,
      ordenante: party,
      beneficiario: { ...party, names: 'Cliente De Prueba' },
    });
  });

  it("keeps a foreign customer's declared nationality as it was when the order finished", async () => {
    const person = await insertCustomer(t.ctx, {
      accountStatus: 'ACTIVO',
      documentType: 'CE',
      documentNumber: '001234599',
      nationality: 'VE',
    });
    const order = await finishOrder(t, person.id, '2026-03-12T16:00:00Z', divisasTerms('5000.00'));
    await t.ctx.db.update(users).set({ nationality: 'CO' }).where(eq(users.id, person.id));
    const [row] = await registerRowsOfOrder(t, order.id);
    expect(row?.snapshot).toMatchObject({
      ordenante: { documentType: 'CE', documentNumber: '001234599', nationality: 'VE' },
      beneficiario: { nationality: 'VE' },
    });
  });

  it('names the partner business as the ejecutante of a partner order', async () => {
    const partner = await insertPartner(t.ctx);
    const { order } = await insertPartnerOrder(t.ctx, partner.id, {
      status: ORDER_STATUS.TERMINADA,
      paidOutAt: new Date('2026-03-13T15:00:00Z'),
      ...divisasTerms('5000.00'),
    });
    await t.ctx.db.transaction((tx) => enterRegister(t.ctx, tx, order));
    const [row] = await registerRowsOfOrder(t, order.id);
    expect(row?.snapshot).toMatchObject({
      channel: 'partner',
      partner: { id: partner.id, name: partner.name, ruc: partner.ruc },
      ejecutante: { documentType: 'RUC', documentNumber: partner.ruc, names: partner.name },
      ordenante: { names: 'Rosa Cliente Del Socio' },
    });
  });

  it('can be neither updated nor deleted, even by hand', async () => {
    const person = await customer();
    const order = await finishOrder(t, person.id, '2026-03-14T15:00:00Z', divisasTerms('7000.00'));
    const [row] = await registerRowsOfOrder(t, order.id);
    for (const statement of [
      sql`update compliance_register set usd_equivalent = 1 where id = ${row!.id}`,
      sql`delete from compliance_register where id = ${row!.id}`,
      sql`truncate compliance_register`,
    ]) {
      expect(await refusal(t.ctx.db.execute(statement))).toMatch(/never updated or deleted/);
    }
    expect(await registerRowsOfOrder(t, order.id)).toEqual([row]);
  });
});
