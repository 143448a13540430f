import { ORDER_STATUS, type ExternalOrderPage } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartner, insertPartnerOrder, insertShare } from '../../../test/support/partner-rows.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { readCsvExport } from '../../../test/support/csv-export.ts';

let t: TestApp;
let partnerA: { id: number; name: string };
let partnerB: { id: number; name: string };
const codes: Record<string, string> = {};
let finishedClientDocument: string;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2031-03-10T15:00:00Z');
  partnerA = await insertPartner(t.ctx, { name: 'Agente Norte S.A.C.' });
  partnerB = await insertPartner(t.ctx, { name: 'Bodega Sur E.I.R.L.' });
  // 2031-03-01 04:30 UTC is still 2031-02-28 in Lima.
  const lateFebruary = await insertPartnerOrder(t.ctx, partnerA.id, {
    createdAt: new Date('2031-03-01T04:30:00Z'),
    expiresAt: new Date('2031-03-02T04:30:00Z'),
    sendAmount: '200.00',
  });
  const finished = await insertPartnerOrder(t.ctx, partnerA.id, {
    createdAt: new Date('2031-03-02T14:05:00Z'),
    status: ORDER_STATUS.TERMINADA,
    finalizedAt: new Date('2031-03-02T15:00:00Z'),
    paidOutAt: new Date('2031-03-02T18:30:00Z'),
    sendAmount: '1500.00',
  });
  await insertShare(t.ctx, { partnerId: partnerA.id, orderId: finished.order.id, amount: '13.50' });
  const other = await insertPartnerOrder(t.ctx, partnerB.id, {
    createdAt: new Date('2031-03-05T20:00:00Z'),
    sendAmount: '800.00',
  });
  codes.lateFebruary = lateFebruary.order.code;
  codes.finished = finished.order.code;
  finishedClientDocument = finished.client.documentNumber;
  codes.other = other.order.code;
  // A customer's own order is no partner order.
  await insertOrder(t.ctx, (await insertCustomer(t.ctx)).id, { createdAt: new Date('2031-03-03T12:00:00Z') });
});
afterAll(() => t.close());

async function list(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/external-orders${query}`,
    headers: await t.authAs('admin'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<ExternalOrderPage>(response).data;
}

const codesOf = (page: ExternalOrderPage) => page.items.map((item) => item.code);

describe('the staff list of partner orders', () => {
  it('shows every partner order, newest first, with its partner, link and share', async () => {
    const page = await list('?from=2031-02-01');
    expect(codesOf(page)).toEqual([codes.other, codes.finished, codes.lateFebruary]);
    expect(page).toMatchObject({ total: 3, page: 1, size: 20 });
    const finished = page.items.find((item) => item.code === codes.finished);
    expect(finished).toMatchObject({
      partner: { id: partnerA.id, name: 'Agente Norte S.A.C.' },
      status: ORDER_STATUS.TERMINADA,
      linkState: 'usada',
      share: { amount: '13.50', settled: false },
      client: { name: 'Rosa Cliente Del Socio' },
    });
    expect(page.items.find((item) => item.code === codes.lateFebruary)?.linkState).toBe('vencida');
  });

  it('filters by partner, status, Lima days, amount and text, and pages', async () => {
    expect(codesOf(await list(`?partnerId=${partnerB.id}`))).toEqual([codes.other]);
    expect(codesOf(await list('?status=5'))).toEqual([codes.finished]);
    expect(codesOf(await list('?from=2031-02-28&to=2031-02-28'))).toEqual([codes.lateFebruary]);
    expect(codesOf(await list('?from=2031-03-01&to=2031-03-05'))).toEqual([codes.other, codes.finished]);
    expect(codesOf(await list('?minAmount=500&maxAmount=1000'))).toEqual([codes.other]);
    expect(codesOf(await list(`?q=${codes.finished!.toLowerCase()}`))).toEqual([codes.finished]);
    expect(codesOf(await list('?q=rosa del socio&status=0,5&from=2031-02-01'))).toEqual([
      codes.other,
      codes.finished,
      codes.lateFebruary,
    ]);
    const second = await list('?from=2031-02-01&size=20&page=2');
    expect(second).toMatchObject({ items: [], total: 3, page: 2 });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/external-orders?minAmount=900&maxAmount=100',
      headers: await t.authAs('admin'),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('exports the same rows as CSV with Lima times on a 24-hour clock', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/external-orders/export?partnerId=${partnerA.id}`,
      headers: await t.authAs('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('ordenes-externas-2031-03-10.csv');
    const [header, ...lines] = readCsvExport(response.body);
    expect(header!.slice(2, 6)).toEqual(['Socio', 'Estado', 'Cliente', 'Documento']);
    expect(lines).toHaveLength(2);
    const finished = lines.find((line) => line[1] === codes.finished)!;
    expect(finished.slice(2, 6)).toEqual([
      'Agente Norte S.A.C.',
      'Terminada',
      'Rosa Cliente Del Socio',
      finishedClientDocument,
    ]);
    expect(finished[8]).toBe('1500.00');
    expect(finished.slice(11, 14)).toEqual(['Usado', '13.50', 'No']);
    // Created 14:05 UTC, finalized 15:00, paid out 18:30 UTC: 09:05, 10:00 and 13:30 in Lima.
    expect(finished.slice(14)).toEqual(['02/03/2031 09:05', '02/03/2031 10:00', '02/03/2031 13:30']);
    expect(lines.some((line) => line[1] === codes.other)).toBe(false);
  });
});
