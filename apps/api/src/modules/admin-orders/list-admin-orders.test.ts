import { ORDER_STATUS, type AdminOrderPage, type AdminOrderSummary } from '@cambix/contract';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { readCsvExport } from '../../../test/support/csv-export.ts';
import { banks, orders, users } from '../../platform/db/schema/index.ts';
import { expireTemporaryOrders } from '../orders/index.ts';

let t: TestApp;
let admin: { authorization: string };
let interbankId: number;
type Row = typeof orders.$inferSelect;
const all: Row[] = [];

async function page(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin });
  return { response, data: body<AdminOrderPage>(response).data };
}

/** Every page of the list, following the cursors. */
async function listAll(query: string, size = 25): Promise<AdminOrderSummary[]> {
  const items: AdminOrderSummary[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const { response, data } = await page(`${query}&size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(data.items.length).toBeLessThanOrEqual(size);
    items.push(...data.items);
    cursor = data.nextCursor;
    if (!cursor) return items;
    expect(data.items).toHaveLength(size);
  }
  throw new Error('too many pages');
}

const rank = new Map<number, number>();

/** The rows a filter should keep, newest first. */
function expected(keep: (row: Row) => boolean): number[] {
  return all
    .filter(keep)
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
    .map((row) => row.id);
}

const ids = (items: AdminOrderSummary[]) => items.map((item) => item.id);

let jose: number;
let maria: number;
const ANA_DOCUMENT = '47000001';
const ANA_CLOSED_AT = new Date('2026-11-16T08:20:00.000Z');
let anaClosed: Row;
let anaOpen: Row;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  const [interbank] = await t.ctx.db.select({ id: banks.id }).from(banks).where(eq(banks.code, '003'));
  interbankId = interbank!.id;
  jose = (
    await insertCustomer(t.ctx, {
      nombres: 'José',
      apellidoPaterno: 'Álvarez',
      apellidoMaterno: 'Núñez',
      documentNumber: '01234567',
    })
  ).id;
  maria = (
    await insertCustomer(t.ctx, {
      nombres: 'María',
      apellidoPaterno: 'Peña',
      apellidoMaterno: 'Quispe',
      documentNumber: '00765432',
    })
  ).id;

  const add = async (userId: number, overrides: Partial<typeof orders.$inferInsert>) =>
    all.push(await insertOrder(t.ctx, userId, overrides));
  // Either side of midnight in Lima (05:00 UTC) between 31 October and 1 November.
  await add(jose, { status: ORDER_STATUS.PENDIENTE, createdAt: new Date('2026-11-01T04:59:59.999Z') });
  await add(maria, { status: ORDER_STATUS.PENDIENTE, createdAt: new Date('2026-11-01T05:00:00.000Z') });
  await add(maria, {
    status: ORDER_STATUS.TERMINADA,
    sendAmount: '1500.00',
    createdAt: new Date('2026-11-10T15:00:00Z'),
    customerOperationNumber: '778899',
    incomingOperationNumber: 'IN-5544',
    payoutOperationNumber: 'PO-3322',
  });
  await add(maria, {
    status: ORDER_STATUS.OBSERVADA,
    sendAmount: '110.00',
    paymentBankId: interbankId,
    channel: 'link',
    createdAt: new Date('2026-11-12T15:00:00Z'),
  });
  await add(jose, {
    status: ORDER_STATUS.FALLIDA,
    sendAmount: '50000.00',
    channel: 'partner',
    createdAt: new Date('2026-10-15T15:00:00Z'),
  });
  // Divisas orders, and the compliance register (a declaración jurada signed) across both kinds.
  const signed = {
    declarationSignature: 'Firma del cliente',
    declarationSignedAt: new Date('2026-11-05T15:01:00Z'),
  };
  await add(maria, {
    kind: 'divisas',
    direction: 'venta',
    sendCurrency: 'PEN',
    currency: 'USD',
    rate: '3.7680',
    usdAmount: '5000.00',
    spread: '65.00',
    sendAmount: '18840.00',
    receiveAmount: '5000.00',
    penEquivalent: '18840.00',
    createdAt: new Date('2026-11-05T15:00:00Z'),
    ...signed,
  });
  await add(jose, {
    kind: 'divisas',
    direction: 'compra',
    sendCurrency: 'USD',
    currency: 'PEN',
    rate: '3.7420',
    usdAmount: '100.00',
    spread: '1.30',
    sendAmount: '100.00',
    receiveAmount: '374.20',
    penEquivalent: '374.20',
    createdAt: new Date('2026-11-06T15:00:00Z'),
  });
  await add(jose, { sendAmount: '20000.00', createdAt: new Date('2026-11-07T15:00:00Z'), ...signed });
  // Rows sharing one creation time, and rows apart by microseconds only.
  const shared = new Date('2026-11-20T15:00:00Z');
  for (let index = 0; index < 30; index++) {
    await add(index % 2 ? jose : maria, {
      status: index % 3 === 0 ? ORDER_STATUS.PENDIENTE_DEVOLUCION : ORDER_STATUS.TERMINADA,
      createdAt: shared,
    });
  }
  const close = new Date('2026-11-19T15:00:00Z');
  const closeIds: number[] = [];
  for (let index = 0; index < 30; index++) {
    const row = await insertOrder(t.ctx, maria, { status: ORDER_STATUS.TEMPORAL, createdAt: close });
    closeIds.push(row.id);
  }
  await t.ctx.db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} + (${orders.id} % 7) * interval '1 microsecond'` })
    .where(inArray(orders.id, closeIds));
  all.push(...(await t.ctx.db.select().from(orders).where(inArray(orders.id, closeIds))));
  // Ana's temporary orders: the sweep closed the first once it was due, the second is still open.
  const ana = (await insertCustomer(t.ctx, { nombres: 'Ana', documentNumber: ANA_DOCUMENT })).id;
  const due = await insertOrder(t.ctx, ana, {
    createdAt: new Date('2026-11-15T08:20:00Z'),
    expiresAt: ANA_CLOSED_AT,
  });
  const open = await insertOrder(t.ctx, ana, { createdAt: new Date('2026-11-16T15:00:00Z') });
  expect(await expireTemporaryOrders(t.ctx, ANA_CLOSED_AT)).toBe(1);
  const anaRows = await t.ctx.db
    .select()
    .from(orders)
    .where(inArray(orders.id, [due.id, open.id]));
  all.push(...anaRows);
  anaClosed = anaRows.find((row) => row.id === due.id)!;
  anaOpen = anaRows.find((row) => row.id === open.id)!;
  // JavaScript dates keep milliseconds only: the newest-first rank comes from the database's microseconds.
  const ranked = await t.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .orderBy(sql`${orders.createdAt} desc`, sql`${orders.id} desc`);
  ranked.forEach((row, index) => rank.set(row.id, index));
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/orders', () => {
  it('pages newest first over every row exactly once, ties and microseconds included', async () => {
    const items = await listAll('');
    expect(new Set(ids(items)).size).toBe(items.length);
    expect(items).toHaveLength(all.length);
    expect(ids(items)).toEqual(expected(() => true));
    // Newest first by the millisecond times too (the microseconds only order rows within one).
    const times = items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ids(await listAll('', 50))).toEqual(ids(items));
  });

  it('answers the summary staff read', async () => {
    const { data } = await page('q=778899');
    expect(data.items).toHaveLength(1);
    expect(data.nextCursor).toBeNull();
    expect(data.items[0]).toMatchObject({
      status: ORDER_STATUS.TERMINADA,
      sendAmount: '1500.00',
      customer: { id: maria, name: 'María Peña Quispe' },
      customerOperationNumber: '778899',
      hasVoucher: false,
      paymentBank: { code: expect.any(String) },
    });
  });

  it('says when a TEMPORAL order was closed, null while it is open and for any other status', async () => {
    const { data } = await page(`q=${ANA_DOCUMENT}`);
    expect(data.items.map((item) => [item.id, item.status, item.expiredAt])).toEqual([
      [anaOpen.id, ORDER_STATUS.TEMPORAL, null],
      [anaClosed.id, ORDER_STATUS.TEMPORAL, ANA_CLOSED_AT.toISOString()],
    ]);
    const others = await listAll('status=1,2,3,4,5');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((item) => item.expiredAt === null)).toBe(true);
  });

  it('filters by a list of statuses', async () => {
    const keep = (row: Row) => row.status === 1 || row.status === 3;
    expect(ids(await listAll('status=1,3'))).toEqual(expected(keep));
    expect(ids(await listAll('status=4'))).toEqual(expected((row) => row.status === 4));
  });

  it('filters by creation day in Lima, both ends included', async () => {
    const novemberStart = new Date('2026-11-01T05:00:00Z').getTime();
    expect(ids(await listAll('from=2026-11-01'))).toEqual(
      expected((row) => row.createdAt.getTime() >= novemberStart),
    );
    expect(ids(await listAll('to=2026-10-31'))).toEqual(
      expected((row) => row.createdAt.getTime() < novemberStart),
    );
    expect(ids(await listAll('from=2026-10-31&to=2026-10-31'))).toEqual([all[0]!.id]);
    expect(ids(await listAll('from=2026-11-01&to=2026-11-01'))).toEqual([all[1]!.id]);
  });

  it('filters by payment bank, amount range and channel', async () => {
    expect(ids(await listAll(`bankId=${interbankId}`))).toEqual(
      expected((row) => row.paymentBankId === interbankId),
    );
    // Amounts are compared in soles: a compra of US$ 100.00 is S/ 374.20, not "100".
    const soles = (row: Row) => Number(row.penEquivalent);
    expect(ids(await listAll('minAmount=1000'))).toEqual(expected((row) => soles(row) >= 1000));
    const small = await listAll('maxAmount=110');
    expect(ids(small)).toEqual(expected((row) => soles(row) <= 110));
    expect(small.some((item) => item.kind === 'divisas')).toBe(false);
    expect(ids(await listAll('minAmount=374.20&maxAmount=374.2'))).toEqual(
      expected((row) => row.kind === 'divisas' && row.direction === 'compra'),
    );
    expect(ids(await listAll('minAmount=1500&maxAmount=1500.00'))).toEqual(
      expected((row) => row.sendAmount === '1500.00'),
    );
    expect(ids(await listAll('channel=link'))).toEqual(expected((row) => row.channel === 'link'));
    expect(ids(await listAll('channel=partner'))).toEqual(expected((row) => row.channel === 'partner'));
  });

  it('filters by kind and by the compliance register (a declaración jurada signed)', async () => {
    const divisas = await listAll('kind=divisas');
    expect(ids(divisas)).toEqual(expected((row) => row.kind === 'divisas'));
    expect(divisas).toHaveLength(2);
    expect(divisas[0]).toMatchObject({
      kind: 'divisas',
      direction: 'compra',
      sendCurrency: 'USD',
      receiveCurrency: 'PEN',
      rate: '3.7420',
    });
    expect(ids(await listAll('kind=saldo'))).toEqual(expected((row) => row.kind === 'saldo'));
    const register = await listAll('declaration=true');
    expect(ids(register)).toEqual(expected((row) => row.declarationSignedAt !== null));
    expect(register).toHaveLength(2);
    expect(ids(await listAll('declaration=true&kind=divisas'))).toEqual(
      expected((row) => row.declarationSignedAt !== null && row.kind === 'divisas'),
    );
    expect((await page('kind=dolares')).response.statusCode).toBe(400);
    // The export says each row's kind, currencies, direction, rate and declaración jurada.
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?kind=divisas&declaration=true',
      headers: admin,
    });
    const [header, line] = csv.body.slice(1).trimEnd().split('\r\n');
    expect(header!.split(';').slice(-6)).toEqual([
      'Tipo',
      'Moneda enviada',
      'Moneda recibida',
      'Operación de divisas',
      'Tipo de cambio',
      'Declaración jurada',
    ]);
    expect(line!.split(';').slice(-6)).toEqual([
      'Divisas',
      'PEN',
      'USD',
      'Venta de US$',
      '3.7680',
      '05/11/2026 10:01',
    ]);
  });

  it('searches the code, the customer names and document (any case, no accents) and operation numbers', async () => {
    const target = all[3]!;
    expect(ids(await listAll(`q=${target.code.toLowerCase()}`))).toEqual([target.id]);
    const joses = expected((row) => row.userId === jose);
    expect(ids(await listAll('q=JOSE alvarez'))).toEqual(joses);
    expect(ids(await listAll('q=nuñez'))).toEqual(joses);
    expect(ids(await listAll('q=0123456'))).toEqual(joses);
    expect(ids(await listAll('q=peña quispe'))).toEqual(expected((row) => row.userId === maria));
    for (const number of ['778899', 'IN-5544', 'PO-3322']) {
      expect(ids(await listAll(`q=${number}`))).toEqual([all[2]!.id]);
    }
    expect(await listAll('q=nadie%20se%20llama%20asi')).toEqual([]);
  });

  it('pages a search that several customers match, each page the newest of all of them', async () => {
    const matching = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, 'cliente.%@example.pe'));
    const userIds = new Set(matching.map((row) => row.id));
    expect([jose, maria].every((id) => userIds.has(id))).toBe(true);
    const keep = (row: Row) => userIds.has(row.userId);
    expect(expected(keep).length).toBeGreaterThan(50);
    expect(ids(await listAll('q=cliente example'))).toEqual(expected(keep));
    const terminated = (row: Row) => keep(row) && row.status === ORDER_STATUS.TERMINADA;
    expect(ids(await listAll('q=cliente&status=5'))).toEqual(expected(terminated));
  });

  it('combines filters', async () => {
    const keep = (row: Row) => row.userId === jose && row.status === ORDER_STATUS.TERMINADA;
    expect(ids(await listAll('q=alvarez&status=5'))).toEqual(expected(keep));
    expect(expected(keep).length).toBeGreaterThan(0);
  });

  it('refuses a cursor it did not make, and filters out of order', async () => {
    for (const cursor of ['nope', Buffer.from('2026-11-01_12').toString('base64url'), 'A'.repeat(150)]) {
      const { response } = await page(`cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
    }
    expect(body((await page('from=2026-11-02&to=2026-11-01')).response).code).toBe('VALIDATION_FAILED');
    expect(body((await page('size=7')).response).code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/admin/orders/export', () => {
  it('answers the same rows as the list, as a CSV for Excel', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?status=3,5',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ordenes-2026-11-21.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = readCsvExport(response.body);
    expect(header!.slice(0, 3)).toEqual(['ID', 'Código', 'Estado']);
    const listed = await listAll('status=3,5');
    expect(lines.map((line) => Number(line[0]))).toEqual(ids(listed));

    const one = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?q=778899',
      headers: admin,
    });
    const [, cells, ...more] = readCsvExport(one.body);
    expect(more).toEqual([]);
    // The document and the operation numbers are plain fields, leading zeros and all (decision 176).
    expect(cells).toEqual([
      String(all[2]!.id),
      all[2]!.code,
      'Terminada',
      'Web',
      'María Peña Quispe',
      '00765432',
      expect.any(String),
      expect.any(String),
      '1500.00',
      '10.00',
      '490.00',
      '778899',
      'IN-5544',
      'PO-3322',
      '10/11/2026 10:00',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'Saldo',
      'PEN',
      'PEN',
      '',
      '',
      '',
    ]);
  });

  it('says "Temporal (cerrada)" for a TEMPORAL order that was closed, in the same columns', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?q=${ANA_DOCUMENT}`,
      headers: admin,
    });
    const [header, ...lines] = response.body.slice(1).trimEnd().split('\r\n');
    const cells = lines.map((line) => line.split(';'));
    expect(cells.map((row) => row.length)).toEqual([header!.split(';').length, header!.split(';').length]);
    expect(cells.map((row) => row.slice(0, 3))).toEqual([
      [String(anaOpen.id), anaOpen.code, 'Temporal'],
      [String(anaClosed.id), anaClosed.code, 'Temporal (cerrada)'],
    ]);
  });
});
