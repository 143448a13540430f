import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bankByCode, createOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let customer: Record<string, string>;
let admin: Record<string, string>;
let bcpId: number;
beforeAll(async () => {
  t = await buildTestApp();
  customer = (await operativeCustomer(t)).headers;
  admin = await t.authAs('admin');
  bcpId = (await bankByCode(t, '002')).id;
});
afterAll(() => t.close());

const ABOVE_INT4 = 2 ** 31;
const TEXT_MESSAGE = 'Este texto tiene caracteres no válidos: bórralos y vuelve a escribirlo.';

function expectRefused(response: { statusCode: number; body: string }, field: string, message?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const answer = body<{ fields: Record<string, string> }>(response as never);
  expect(answer.code).toBe('VALIDATION_FAILED');
  if (message) expect(answer.data.fields[field]).toBe(message);
  else expect(answer.data.fields[field]).toEqual(expect.any(String));
}

describe('ids above 2^31 - 1 in path, query and body', () => {
  it('answer 400 with the field, never 500', async () => {
    const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers = customer) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expectRefused(await inject('GET', `/api/deleteBankUser/${ABOVE_INT4}`), 'id', 'Cuenta no válida.');
    expectRefused(
      await inject('POST', '/api/order/quote', { bankId: ABOVE_INT4, sendAmount: '500' }),
      'bankId',
    );
    expectRefused(
      await inject('POST', '/api/order/new-order', {
        idempotencyKey: crypto.randomUUID(),
        bankId: bcpId,
        sendAmount: '500',
        destinationAccountId: ABOVE_INT4,
      }),
      'destinationAccountId',
    );
    expectRefused(
      await inject('GET', `/api/getInvoiceData?serie=B001&numero_recibo=${ABOVE_INT4}&bankId=${bcpId}`),
      'numero_recibo',
    );
    expectRefused(await inject('GET', `/api/admin/users/${ABOVE_INT4}`, undefined, admin), 'userId');
  });
});

describe('a NUL or an unpaired surrogate in any text field', () => {
  it('answers 400 with the field in JSON bodies, queries and paths', async () => {
    const account = await addAccount(t, customer, '002');
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/user/createUpdateBank',
        headers: customer,
        payload: { ...account, bankId: bcpId, accountTypeId: account.accountType.id, alias: 'Sueldo\u0000' },
      }),
      'alias',
      TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?q=Ana%00',
        headers: admin,
      }),
      'q',
      TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/users?q=40%00',
        headers: admin,
      }),
      'q',
      TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/promocode',
        headers: customer,
        payload: { code: 'PROMO\uDC00', sendAmount: '1500' },
      }),
      'code',
      TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: APP_KEY_HEADER,
        payload: { dni: '4000\u00000001', password: t.encrypt('Cambix2026!') },
      }),
      'dni',
      TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/notices',
        headers: admin,
        payload: { kind: 'notification', title: 'Aviso\u0000', body: 'Hola' },
      }),
      'title',
      TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/validateDni/4000%000001', headers: APP_KEY_HEADER }),
      'dni',
      TEXT_MESSAGE,
    );
  });

  it('answers 400 with the field in a multipart form', async () => {
    const order = await createOrder(t, customer);
    const form = multipart({ operationNumber: '123\u0000' }, { name: 'voucher.jpg', data: await photo() });
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/sendImageOrder/${order.id}`,
        headers: { ...customer, ...form.headers },
        payload: form.payload,
      }),
      'operationNumber',
      TEXT_MESSAGE,
    );
  });
});
