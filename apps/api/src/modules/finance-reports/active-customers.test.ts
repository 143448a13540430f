import { formatLimaDateTime, ORDER_STATUS, type ActiveCustomerPage } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { readCsvExport } from '../../../test/support/csv-export.ts';
import type { orders } from '../../platform/db/schema/index.ts';
import { banks, cambixAccounts } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: { authorization: string };
/** Two banks only this file's orders use. */
const bank = { x: 0, y: 0 };
const collection = { x: 0, y: 0 };
const customer = { a: 0, b: 0, c: 0, d: 0 };

const call = (path: string, query: Record<string, string>, headers = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/active-customers${path}?${new URLSearchParams(query).toString()}`,
    headers,
  });

async function list(query: Record<string, string>): Promise<ActiveCustomerPage> {
  const response = await call('', query);
  expect(response.statusCode, response.body).toBe(200);
  return body<ActiveCustomerPage>(response).data;
}

async function bankIdOf(code: string): Promise<number> {
  const [row] = await t.ctx.db.select({ id: banks.id }).from(banks).where(eq(banks.code, code));
  return row!.id;
}

async function collectionAt(bankId: number): Promise<number> {
  const [row] = await t.ctx.db
    .insert(cambixAccounts)
    .values({
      bankId,
      currency: 'PEN',
      purpose: 'collection',
      accountNumber: `66${bankId}0101`,
      cci: '00000000000000000000',
      holderName: 'Cambix S.A.C.',
    })
    .returning();
  return row!.id;
}

/** An order of the customer at bank x or y, TERMINADA (or another status) paid out at `paidOutAt` (UTC). */
const order = (
  userId: number,
  at: 'x' | 'y',
  paidOutAt: string,
  values: Partial<typeof orders.$inferInsert> = {},
) =>
  insertOrder(t.ctx, userId, {
    status: ORDER_STATUS.TERMINADA,
    paidOutAt: new Date(paidOutAt),
    paymentBankId: bank[at],
    collectionAccountId: collection[at],
    ...values,
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  bank.x = await bankIdOf('038');
  bank.y = await bankIdOf('035');
  collection.x = await collectionAt(bank.x);
  collection.y = await collectionAt(bank.y);
  for (const key of ['a', 'b', 'c', 'd'] as const) {
    // B's document and email try the CSV export: a leading zero kept, a formula neutralised.
    const codes = key === 'b' ? { documentNumber: '01234567', email: '=cmd@x.pe' } : {};
    customer[key] = (
      await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', nombres: `Cliente ${key}`, ...codes })
    ).id;
  }
  // A: first order TERMINADA in July, then September (x) and October (y): returning.
  await order(customer.a, 'x', '2026-07-10T15:00:00Z', { sendAmount: '100.00', finalFee: '1.00' });
  await order(customer.a, 'x', '2026-09-10T15:00:00Z', { sendAmount: '200.00', finalFee: '2.00' });
  await order(customer.a, 'y', '2026-10-10T15:00:00Z', { sendAmount: '300.00', finalFee: '3.00' });
  // B: new in September, returning in October.
  await order(customer.b, 'x', '2026-09-01T05:00:00Z', { sendAmount: '1000.00', finalFee: '10.00' });
  await order(customer.b, 'x', '2026-10-05T15:00:00Z', { sendAmount: '2000.00', finalFee: '20.00' });
  // C: a failed order in September never counts; new at 23:59:59 Lima on 31 October.
  await order(customer.c, 'y', '2026-09-20T15:00:00Z', {
    status: ORDER_STATUS.FALLIDA,
    sendAmount: '999.00',
  });
  await order(customer.c, 'y', '2026-11-01T04:59:59Z', { sendAmount: '400.00', finalFee: '4.00' });
  // D: new at 00:00 Lima on 1 November.
  await order(customer.d, 'x', '2026-11-01T05:00:00Z', { sendAmount: '500.00', finalFee: '5.00' });
});
afterAll(() => t.close());

describe('GET /api/admin/active-customers', () => {
  it('counts per Lima month the active, new and returning customers, new by their first order ever', async () => {
    const [atX, atY] = [
      await list({ from: '2026-09', to: '2026-11', bankId: String(bank.x) }),
      await list({ from: '2026-09', to: '2026-11', bankId: String(bank.y) }),
    ];
    expect(atX.months).toEqual([
      { month: '2026-09', active: 2, new: 1, returning: 1, orders: 2, totalSent: '1200.00' },
      { month: '2026-10', active: 1, new: 0, returning: 1, orders: 1, totalSent: '2000.00' },
      { month: '2026-11', active: 1, new: 1, returning: 0, orders: 1, totalSent: '500.00' },
    ]);
    // A's first order ever was at the other bank, long before: returning here too.
    expect(atY.months).toEqual([
      { month: '2026-09', active: 0, new: 0, returning: 0, orders: 0, totalSent: '0.00' },
      { month: '2026-10', active: 2, new: 1, returning: 1, orders: 2, totalSent: '700.00' },
      { month: '2026-11', active: 0, new: 0, returning: 0, orders: 0, totalSent: '0.00' },
    ]);
    expect(atX).toMatchObject({ from: '2026-09', to: '2026-11', total: 3, page: 1, pageSize: 25 });
    expect(atX.rows).toEqual([
      expect.objectContaining({
        userId: customer.d,
        orderCount: 1,
        totalSent: '500.00',
        totalCommission: '5.00',
        firstOrderAt: '2026-11-01T05:00:00.000Z',
        lastOrderAt: '2026-11-01T05:00:00.000Z',
        isNew: true,
      }),
      expect.objectContaining({
        userId: customer.b,
        orderCount: 2,
        totalSent: '3000.00',
        totalCommission: '30.00',
        firstOrderAt: '2026-09-01T05:00:00.000Z',
        lastOrderAt: '2026-10-05T15:00:00.000Z',
        isNew: true,
      }),
      expect.objectContaining({
        userId: customer.a,
        orderCount: 1,
        totalSent: '200.00',
        totalCommission: '2.00',
        isNew: false,
      }),
    ]);
    expect(atX.rows[0]!.name).toMatch(/^Cliente d /);
  });

  it('sorts and pages the customers of the range', async () => {
    const bySent = await list({
      from: '2026-09',
      to: '2026-11',
      bankId: String(bank.x),
      sort: 'totalSent',
      direction: 'asc',
    });
    expect(bySent.rows.map((row) => row.userId)).toEqual([customer.a, customer.d, customer.b]);
    const byCount = await list({
      from: '2026-09',
      to: '2026-11',
      bankId: String(bank.x),
      sort: 'orderCount',
    });
    expect(byCount.rows[0]!.userId).toBe(customer.b);

    // 27 customers new in June at the first bank, each sending a different amount.
    const many: number[] = [];
    for (let index = 0; index < 27; index += 1) {
      const { id } = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
      many.push(id);
      await order(id, 'x', `2026-06-${String(1 + index).padStart(2, '0')}T15:00:00Z`, {
        sendAmount: `${100 + index}.00`,
      });
    }
    const query = {
      from: '2026-06',
      to: '2026-06',
      bankId: String(bank.x),
      sort: 'totalSent',
      direction: 'desc',
    };
    const first = await list(query);
    const second = await list({ ...query, page: '2' });
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.rows).toHaveLength(25);
    expect(second.rows.map((row) => row.userId)).toEqual([many[1], many[0]]);
    expect(first.rows[0]).toMatchObject({ userId: many[26], totalSent: '126.00', isNew: true });
    expect(first.months).toEqual([
      { month: '2026-06', active: 27, new: 27, returning: 0, orders: 27, totalSent: '3051.00' },
    ]);
  });

  it('defaults to this Lima month and is for staff with the users module only', async () => {
    const current = await list({ bankId: String(bank.x) });
    expect(current).toMatchObject({ from: '2026-11', to: '2026-11', total: 1 });
    const other = await signedInColaborador(t, [{ module: 'resumen', canView: true, canEdit: true }]);
    expect((await call('', {}, other.headers)).statusCode).toBe(403);
    const viewer = await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: false }]);
    expect((await call('', {}, viewer.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/active-customers/export', () => {
  it('exports every customer of the list as CSV for Excel, dates in Lima', async () => {
    const query = { from: '2026-09', to: '2026-11', bankId: String(bank.x) };
    const response = await call('/export', query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="clientes-activos-2026-09-2026-11.csv"',
    );
    const [header, ...lines] = readCsvExport(response.body);
    expect(header).toEqual([
      'Cliente',
      'Documento',
      'Correo',
      'Órdenes',
      'Total enviado',
      'Comisión total',
      'Primera orden',
      'Última orden',
      'Tipo',
    ]);
    const { rows } = await list(query);
    expect(rows.length).toBeGreaterThan(1);
    expect(lines).toEqual(
      rows.map((row) => [
        row.name,
        row.documentNumber,
        row.email === '=cmd@x.pe' ? "'=cmd@x.pe" : row.email,
        String(row.orderCount),
        row.totalSent,
        row.totalCommission,
        formatLimaDateTime(new Date(row.firstOrderAt)),
        formatLimaDateTime(new Date(row.lastOrderAt)),
        row.isNew ? 'Nuevo' : 'Recurrente',
      ]),
    );
    // B's first order: 00:00 in Lima on 1 September.
    expect(lines.find((line) => line[0]!.startsWith('Cliente b'))).toEqual([
      expect.stringMatching(/^Cliente b /),
      '01234567',
      "'=cmd@x.pe",
      expect.any(String),
      expect.any(String),
      expect.any(String),
      '01/09/2026 00:00',
      '05/10/2026 10:00',
      'Nuevo',
    ]);
  });
});
