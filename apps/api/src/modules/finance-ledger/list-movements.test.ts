import { formatLimaDateTime, ORDER_STATUS, type LedgerRow, type MovementPage } from '@cambix/contract';
import { parse } from 'csv-parse/sync';
import { asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { banks, cambixAccounts, ledgerEntries, orders } from '../../platform/db/schema/index.ts';
import { parseMoney } from '../../platform/money.ts';
import { recordLedgerEntry } from './index.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const URL = '/api/admin/finance/movements';

type Entry = typeof ledgerEntries.$inferSelect;
type Filters = Partial<
  Record<
    'accountId' | 'direction' | 'kind' | 'concept' | 'from' | 'to' | 'minAmount' | 'maxAmount' | 'q',
    string
  >
>;

let accountIds: number[] = [];
let orderCodes = new Map<number, string>();
let labels = new Map<number, string>();

const CONCEPTS = ['Comisión bancaria', 'Pago de proveedor', 'Aporte de capital', 'ITF 100%_neto'];
const NOTES = [null, 'Factura F001-20', 'descuento 10% aplicado', 'campo_con_guion', 'Nota simple'];

/** Sixty rows over four accounts, a spread of kinds, days, amounts and texts, some of orders. */
async function seedRows() {
  const accounts = await t.ctx.db
    .select({
      id: cambixAccounts.id,
      shortName: banks.shortName,
      currency: cambixAccounts.currency,
      number: cambixAccounts.accountNumber,
    })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .orderBy(asc(cambixAccounts.id))
    .limit(4);
  accountIds = accounts.map((account) => account.id);
  labels = new Map(accounts.map((a) => [a.id, `${a.shortName} ${a.currency} ·${a.number.slice(-4)}`]));
  const customer = await insertCustomer(t.ctx);
  const orderIds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const order = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.TERMINADA });
    orderIds.push(order.id);
  }
  const found = await t.ctx.db.select({ id: orders.id, code: orders.code }).from(orders);
  orderCodes = new Map(found.map((order) => [order.id, order.code]));
  for (let i = 0; i < 60; i++) {
    const orderId = i % 12 === 0 ? orderIds[i / 12]! : null;
    const kinds = ['manual', 'transfer', 'reversal'] as const;
    await recordLedgerEntry(t.ctx.db, {
      cambixAccountId: accountIds[i % 4]!,
      direction: i % 3 === 0 ? 'egreso' : 'ingreso',
      amount: `${((i * 37) % 500) + 1}.${String(i % 100).padStart(2, '0')}`,
      kind: orderId !== null ? (i % 24 === 0 ? 'payment' : 'payout') : kinds[i % 3]!,
      orderId,
      concept: CONCEPTS[i % 4]!,
      note: NOTES[i % 5] ?? null,
      // Some operation numbers with leading zeros: exported as they are, as text.
      operationNumber: i % 2 === 0 ? (i % 4 === 0 ? `00${7000 + i}` : `OP${1000 + i}`) : null,
      actorId: null,
      // Twice a day at 23:59:42 and 00:01:42 Lima time around midnight, over about a month.
      createdAt: new Date(
        Date.parse('2026-10-20T04:59:42Z') + Math.floor(i / 2) * 86_400_000 + (i % 2) * 120_000,
      ),
      ...(i % 7 === 0 ? { operatedOn: '2026-10-15' } : {}),
    });
  }
}

/** Every row, filtered in TypeScript: what the SQL must agree with, newest first. */
async function expected(filters: Filters): Promise<Entry[]> {
  const all = await t.ctx.db.select().from(ledgerEntries);
  const q = filters.q?.trim().toLowerCase();
  return all
    .filter((row) => {
      if (filters.accountId && row.cambixAccountId !== Number(filters.accountId)) return false;
      if (filters.direction && row.direction !== filters.direction) return false;
      if (filters.kind && row.kind !== filters.kind) return false;
      if (filters.concept && row.concept !== filters.concept) return false;
      if (filters.from && row.operatedOn < filters.from) return false;
      if (filters.to && row.operatedOn > filters.to) return false;
      if (filters.minAmount && parseMoney(row.amount) < parseMoney(filters.minAmount)) return false;
      if (filters.maxAmount && parseMoney(row.amount) > parseMoney(filters.maxAmount)) return false;
      if (q) {
        const inText = [row.concept, row.note, row.operationNumber].some((text) =>
          text?.toLowerCase().includes(q),
        );
        const isOrder = row.orderId !== null && orderCodes.get(row.orderId) === q.toUpperCase();
        if (!inText && !isOrder) return false;
      }
      return true;
    })
    .sort((a, b) => b.id - a.id);
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function page(filters: Filters, cursor?: number, limit = '25'): Promise<MovementPage> {
  const params = { ...filters, limit, ...(cursor !== undefined ? { cursor: String(cursor) } : {}) };
  const response = await t.app.inject({ method: 'GET', url: `${URL}?${query(params)}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return body<MovementPage>(response).data;
}

/** Every page, following nextCursor until it is null. */
async function walk(filters: Filters, limit = '25'): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  let cursor: number | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const answer = await page(filters, cursor, limit);
    expect(answer.rows.length).toBeLessThanOrEqual(Number(limit));
    rows.push(...answer.rows);
    if (answer.nextCursor === null) return rows;
    expect(answer.nextCursor).toBe(answer.rows.at(-1)!.id);
    cursor = answer.nextCursor;
  }
  throw new Error('too many pages');
}

const FILTER_CASES: [string, () => Filters][] = [
  ['no filter', () => ({})],
  ['an account', () => ({ accountId: String(accountIds[1]) })],
  ['egresos', () => ({ direction: 'egreso' })],
  ['a kind', () => ({ kind: 'transfer' })],
  ['a concept', () => ({ concept: 'Pago de proveedor' })],
  // Lima days: 23:59 of the 25th is the 25th, 00:01 of the 27th is the 27th.
  ['a date range', () => ({ from: '2026-10-25', to: '2026-10-27' })],
  ['one day', () => ({ from: '2026-10-15', to: '2026-10-15' })],
  ['from a day on', () => ({ from: '2026-11-10' })],
  ['an amount range', () => ({ minAmount: '100', maxAmount: '300.5' })],
  ['text in a concept', () => ({ q: 'COMISIÓN' })],
  ['text in a note', () => ({ q: 'factura' })],
  ['an operation number', () => ({ q: 'OP102' })],
  ['% as itself', () => ({ q: '10%' })],
  ['_ as itself', () => ({ q: 'o_c' })],
  ['an order code, any case', () => ({ q: orderCodes.get([...orderCodes.keys()].at(-2)!)!.toLowerCase() })],
  [
    'several together',
    () => ({ accountId: String(accountIds[0]), direction: 'ingreso', from: '2026-10-21', minAmount: '50' }),
  ],
];

beforeAll(seedRows);

describe('GET /api/admin/finance/movements', () => {
  it.each(FILTER_CASES)(
    'walks every page with %s: each filtered row exactly once, newest first',
    async (_name, filters) => {
      const want = await expected(filters());
      const rows = await walk(filters(), '25');
      expect(rows.map((row) => row.id)).toEqual(want.map((row) => row.id));
    },
  );

  it('has rows for most filters (the cases are not vacuous)', async () => {
    for (const [name, filters] of FILTER_CASES) {
      expect((await expected(filters())).length, name).toBeGreaterThan(0);
    }
    expect((await expected({ q: '10%' })).length).toBeLessThan((await expected({ q: '10' })).length);
  });

  it('answers each row with its running balance, order and account', async () => {
    const [first] = (await page({ kind: 'payout' })).rows;
    const [stored] = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, first!.id));
    expect(first).toMatchObject({
      id: stored!.id,
      kind: 'payout',
      amount: stored!.amount,
      balanceAfter: stored!.balanceAfter,
      operatedOn: stored!.operatedOn,
      order: { id: stored!.orderId, code: orderCodes.get(stored!.orderId!) },
      account: { id: stored!.cambixAccountId, label: labels.get(stored!.cambixAccountId) },
    });
  });

  it('pages of 50 and 100 walk the same rows', async () => {
    const want = (await expected({})).map((row) => row.id);
    expect((await walk({}, '50')).map((row) => row.id)).toEqual(want);
    expect((await walk({}, '100')).map((row) => row.id)).toEqual(want);
  });

  it('refuses filters it does not know how to read', async () => {
    const refused: Record<string, string>[] = [
      { limit: '30' },
      { cursor: 'abc' },
      { from: '2026-02-30' },
      { direction: 'salida' },
    ];
    for (const params of refused) {
      const response = await t.app.inject({ method: 'GET', url: `${URL}?${query(params)}`, headers: admin });
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
    }
  });

  it('is for staff with the flujo module', async () => {
    const without = await signedInColaborador(t, [{ module: 'balance', canView: true, canEdit: true }]);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: without.headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}/export`, headers: without.headers })).statusCode,
    ).toBe(403);
    const viewer = await signedInColaborador(t, [{ module: 'flujo', canView: true, canEdit: false }]);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: viewer.headers })).statusCode).toBe(200);
  });
});

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const KIND: Record<string, string> = {
  payment: 'Pago de cliente',
  payout: 'Devolución',
  manual: 'Manual',
  transfer: 'Transferencia',
  opening: 'Saldo inicial',
  reversal: 'Reversión',
};

/** What one exported row must say, from the stored row. */
const cellsOf = (row: Entry) => [
  day(row.operatedOn),
  formatLimaDateTime(row.createdAt),
  labels.get(row.cambixAccountId)!,
  KIND[row.kind]!,
  row.direction === 'ingreso' ? 'Ingreso' : 'Egreso',
  row.concept,
  row.note ?? '',
  row.operationNumber ?? '',
  row.orderId === null ? '' : orderCodes.get(row.orderId)!,
  row.direction === 'ingreso' ? row.amount : '',
  row.direction === 'egreso' ? row.amount : '',
  row.balanceAfter,
];

const HEADER = [
  'Fecha',
  'Registrado',
  'Cuenta',
  'Tipo',
  'Dirección',
  'Concepto',
  'Nota',
  'N.º operación',
  'Orden',
  'Ingreso',
  'Egreso',
  'Saldo',
];

const exportOf = (params: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${URL}/export?${query(params)}`, headers: admin });

describe('GET /api/admin/finance/movements/export', () => {
  const filters: Filters[] = [{}, { direction: 'ingreso', from: '2026-10-25' }, { q: 'factura' }];

  it.each(filters)(
    'CSV holds exactly the filtered rows, newest first, with the running balance (%o)',
    async (filter) => {
      const response = await exportOf({ ...filter, format: 'csv' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="movimientos-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      expect(response.body.endsWith('\r\n')).toBe(true);
      const [header, ...rows] = parse(response.body, { bom: true, delimiter: ';', record_delimiter: '\r\n' });
      expect(header).toEqual(HEADER);
      const want = await expected(filter);
      expect(rows).toEqual(want.map(cellsOf));
    },
  );

  it.each(filters)(
    'Excel holds exactly the filtered rows, newest first, with the running balance (%o)',
    async (filter) => {
      const response = await exportOf({ ...filter, format: 'xlsx' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toMatch(
        /filename="movimientos-\d{4}-\d{2}-\d{2}\.xlsx"/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
      const [sheet, ...others] = workbook.worksheets;
      expect(others).toHaveLength(0);
      const rows = sheet!.getSheetValues().slice(1) as ExcelJS.CellValue[][];
      expect(rows[0]!.slice(1)).toEqual(HEADER);
      const want = await expected(filter);
      // Fecha is a day (UTC midnight, a whole Excel day number); Registrado the Lima wall time to the minute
      // as a date-time; amounts are numbers, empty cells absent.
      const cellOf = (value: string) => (value === '' ? undefined : value);
      const limaMinute = (instant: Date) =>
        new Date(Math.floor((instant.getTime() - 5 * 3_600_000) / 60_000) * 60_000);
      expect(
        rows.slice(1).map((cells) => Array.from({ length: HEADER.length }, (_, index) => cells[index + 1])),
      ).toEqual(
        want.map((row) => {
          const text = cellsOf(row);
          return [
            new Date(`${row.operatedOn}T00:00:00Z`),
            limaMinute(row.createdAt),
            ...text.slice(2, 9).map(cellOf),
            ...text.slice(9).map((amount) => (amount === '' ? undefined : Number(amount))),
          ];
        }),
      );
      // What each cell shows under its format is the CSV's text: the day, the Lima minute, the amounts.
      const shown = (date: Date) =>
        date.toISOString().replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}).*$/, '$3/$2/$1 $4');
      want.forEach((row, index) => {
        const cells = sheet!.getRow(index + 2);
        const [fecha, registrado] = [cells.getCell(1), cells.getCell(2)];
        expect([fecha.type, fecha.numFmt]).toEqual([ExcelJS.ValueType.Date, 'dd/mm/yyyy']);
        expect([registrado.type, registrado.numFmt]).toEqual([ExcelJS.ValueType.Date, 'dd/mm/yyyy hh:mm']);
        expect(shown(registrado.value as Date)).toBe(cellsOf(row)[1]);
        const operation = cells.getCell(8);
        if (row.operationNumber)
          expect([operation.type, operation.value]).toEqual([ExcelJS.ValueType.String, row.operationNumber]);
        for (const column of [10, 11, 12]) {
          if (cells.getCell(column).value === null) continue;
          expect([cells.getCell(column).type, cells.getCell(column).numFmt]).toEqual([
            ExcelJS.ValueType.Number,
            '#,##0.00',
          ]);
        }
      });
      // The whole export holds operation numbers with leading zeros, checked as text cells above.
      if (Object.keys(filter).length === 0) {
        expect(want.some((row) => row.operationNumber?.startsWith('00'))).toBe(true);
      }
    },
  );

  it('refuses more than 50,000 rows instead of cutting them short', async () => {
    // 50,001 rows on one account, written straight in SQL (their balance does not matter here).
    await t.ctx.db.execute(sql`
      insert into ledger_entries (cambix_account_id, direction, amount, kind, balance_after, operated_on, concept)
      select ${accountIds[3]!}, 'ingreso', 1, 'manual', i, '2026-09-01', 'Masivo'
      from generate_series(1, 50001) as i`);
    for (const format of ['csv', 'xlsx']) {
      const response = await exportOf({ concept: 'Masivo', format });
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
      expect(body(response).message).toBe(
        'Son más de 50,000 movimientos. Acota las fechas u otros filtros para exportarlos.',
      );
    }
  });
});
