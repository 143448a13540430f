import { DEFAULT_SETTINGS, ORDER_STATUS } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import {
  divisasTerms,
  finishOrder,
  publishMiddleBoard,
  registerRowsOfOrder,
} from '../../../test/support/compliance-register.ts';
import { insertPartner, insertPartnerOrder } from '../../../test/support/partner-rows.ts';
import { orderInStatus, payout } from '../../../test/support/pipeline.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { complianceRegister, users } from '../../platform/db/schema/index.ts';
import { enterRegister } from './enter-register.ts';

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

async function setCompliance(changes: Partial<typeof DEFAULT_SETTINGS.compliance>) {
  const saved = await settingsCall(t, admin, 'PUT', '/compliance', {
    ...DEFAULT_SETTINGS.compliance,
    ...changes,
  });
  expect(saved.statusCode).toBe(200);
}

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
      nationality: 'Peruana',
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
