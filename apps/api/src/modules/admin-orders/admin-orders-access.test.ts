import { ROLE_IDS, type LinkCustomer, type StaffModule } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertOrderFile, insertReceipt } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let orderId: number;

type Headers = { authorization: string };
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  const customer = await insertCustomer(t.ctx);
  orderId = (await insertOrder(t.ctx, customer.id, { status: 1 })).id;
});

afterAll(async () => {
  await t.close();
});

const MODULE_ROUTES: [string, StaffModule][] = [
  ['/api/admin/orders/payments-queue', 'pagos'],
  ['/api/admin/orders/payouts-queue', 'devoluciones'],
  ['/api/admin/orders', 'ordenes'],
  ['/api/admin/orders/export', 'ordenes'],
  ['/api/admin/dashboard', 'ordenes'],
  ['/api/admin/orders/board', 'ordenes'],
];

describe('who reads staff orders', () => {
  it('refuses customers on every route', async () => {
    const cliente = await t.authAs('cliente');
    const urls = [
      ...MODULE_ROUTES.map(([url]) => url),
      `/api/admin/orders/${orderId}`,
      '/api/admin/order-links/customers?q=ana',
    ];
    for (const url of urls) {
      const response = await get(url, cliente);
      expect(response.statusCode, url).toBe(403);
      expect(body(response).code, url).toBe('FORBIDDEN_ROLE');
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('asks a Colaborador for the view of each screen module, and nothing more', async () => {
    const nobody = await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: true }]);
    for (const [url, module] of MODULE_ROUTES) {
      const refused = await get(url, nobody.headers);
      expect(body(refused).code, url).toBe('FORBIDDEN_MODULE');
      const viewer = await signedInColaborador(t, [{ module, canView: true, canEdit: false }]);
      expect((await get(url, viewer.headers)).statusCode, url).toBe(200);
      const editor = await signedInColaborador(t, [{ module, canView: false, canEdit: true }]);
      expect((await get(url, editor.headers)).statusCode, url).toBe(200);
    }
  });
});

describe('GET /api/admin/order-links/customers', () => {
  it('finds customers by name or document, ten at most, for those who edit links', async () => {
    const wanted = await insertCustomer(t.ctx, {
      nombres: 'Óscar',
      apellidoPaterno: 'Quiñones',
      apellidoMaterno: 'Ramírez',
      documentNumber: '48151623',
      celular: '999888777',
      accountStatus: 'ACTIVO',
    });
    await insertCustomer(t.ctx, {
      nombres: 'Óscar',
      apellidoPaterno: 'Staff',
      roleId: ROLE_IDS.Colaborador,
      documentNumber: '48151699',
    });
    for (let index = 0; index < 12; index++) await insertCustomer(t.ctx, { nombres: `Repetido${index}` });

    const editor = await signedInColaborador(t, [{ module: 'links', canView: true, canEdit: true }]);
    const search = async (q: string, headers = editor.headers) => {
      const response = await get(`/api/admin/order-links/customers?q=${encodeURIComponent(q)}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return body<LinkCustomer[]>(response).data;
    };
    expect(await search('oscar quinones')).toEqual([
      {
        id: wanted.id,
        name: 'Óscar Quiñones Ramírez',
        documentNumber: '48151623',
        phone: '999888777',
        accountStatus: 'ACTIVO',
      },
    ]);
    expect((await search('4815162')).map((row) => row.id)).toEqual([wanted.id]);
    expect(await search('repetido')).toHaveLength(10);
    expect(await search('nadie así')).toEqual([]);

    const short = await get('/api/admin/order-links/customers?q=a', editor.headers);
    expect(body(short).code).toBe('VALIDATION_FAILED');
    const viewer = await signedInColaborador(t, [{ module: 'links', canView: true, canEdit: false }]);
    const refused = await get('/api/admin/order-links/customers?q=oscar', viewer.headers);
    expect(body(refused).code).toBe('FORBIDDEN_MODULE');
  });
});

describe("customer data staff read through the customers' own endpoints (issue 13, item 4)", () => {
  it('a Colaborador with no modules reads no order, voucher, boleta or monthly figures', async () => {
    const customer = await insertCustomer(t.ctx);
    const order = await insertOrder(t.ctx, customer.id, { status: 5 });
    await insertOrderFile(t.ctx, order.id);
    const receipt = await insertReceipt(t.ctx, order.id, 1, 900 + order.id);
    const requests = [
      { method: 'GET', url: `/api/order/${order.code}`, module: 'ordenes' },
      {
        method: 'POST',
        url: '/api/generateUrl',
        payload: { orderId: order.id, kind: 'voucher' },
        module: 'pagos',
      },
      {
        method: 'GET',
        url: `/api/getInvoiceData?serie=B001&numero_recibo=${receipt.numero}&bankId=1`,
        module: 'devoluciones',
      },
      { method: 'GET', url: `/api/getUsedAmount/${customer.id}`, module: 'users' },
      { method: 'GET', url: `/api/getLimitAmount/${customer.id}`, module: 'users' },
    ] as const;
    const nobody = await signedInColaborador(t, []);
    const elsewhere = await signedInColaborador(t, [{ module: 'promociones', canView: true, canEdit: true }]);
    for (const { module, ...request } of requests) {
      for (const headers of [nobody.headers, elsewhere.headers]) {
        const refused = await t.app.inject({ ...request, headers });
        expect(refused.statusCode, request.url).toBe(403);
        expect(body(refused).code, request.url).toBe('FORBIDDEN_MODULE');
      }
      const viewer = await signedInColaborador(t, [{ module, canView: true, canEdit: false }]);
      const allowed = await t.app.inject({ ...request, headers: viewer.headers });
      expect(allowed.statusCode, `${request.url} ${allowed.body}`).toBe(200);
    }
  });
});
