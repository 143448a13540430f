import { ORDER_STATUS, type CustomerOrderPage, type CustomerReferrals } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodes } from '../../platform/db/schema/index.ts';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers: headers ?? (await t.authAs('colaborador')) });

async function colaboradorWith(module: 'users' | 'ordenes' | 'referidos') {
  const staff = await insertColaborador(t.ctx, [{ module, canView: true, canEdit: true }]);
  const login = body<{ token: string }>(await t.login(staff.documentNumber)).data;
  return { authorization: `Bearer ${login.token}` };
}

describe('GET /api/admin/users/:userId/orders (the file’s Órdenes tab)', () => {
  it("gives only this customer's orders, newest first, a page at a time with the total", async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const other = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    await insertOrder(t.ctx, other.id);
    const codes: string[] = [];
    for (let day = 1; day <= 3; day += 1) {
      const order = await insertOrder(t.ctx, customer.id, {
        createdAt: new Date(Date.UTC(2026, 10, day, 15)),
        status: day === 3 ? ORDER_STATUS.TERMINADA : ORDER_STATUS.PENDIENTE,
      });
      codes.push(order.code);
    }

    const first = await get(`/api/admin/users/${customer.id}/orders?pageSize=10`);
    expect(first.statusCode).toBe(200);
    const page = body<CustomerOrderPage>(first).data;
    expect(page.total).toBe(3);
    expect(page.items.map((order) => order.code)).toEqual([...codes].reverse());
    expect(page.items[0]).toMatchObject({ status: ORDER_STATUS.TERMINADA, sendAmount: '500.00' });

    const second = body<CustomerOrderPage>(
      await get(`/api/admin/users/${customer.id}/orders?pageSize=10&page=2`),
    ).data;
    expect(second).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await get(`/api/admin/users/${customer.id}/orders?pageSize=7`)).statusCode).toBe(400);
  });

  it('is read under the customers module: without it 403, even with Órdenes; a staff id is not found', async () => {
    const customer = await insertCustomer(t.ctx);
    const ordersOnly = await colaboradorWith('ordenes');
    expect((await get(`/api/admin/users/${customer.id}/orders`, ordersOnly)).statusCode).toBe(403);
    const customersModule = await colaboradorWith('users');
    expect((await get(`/api/admin/users/${customer.id}/orders`, customersModule)).statusCode).toBe(200);
    const staffId = (await t.sessionOf('colaborador')).user.id;
    expect((await get(`/api/admin/users/${staffId}/orders`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/users/:userId/referrals (the file’s Referidos tab)', () => {
  it('gives the customer’s code with its counts and the customers who signed up with it', async () => {
    const owner = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const code = `FILE${owner.id}`;
    await t.ctx.db.insert(referralCodes).values({ code, ownerUserId: owner.id, percentDiscount: '50.00' });
    const referred = await insertCustomer(t.ctx, {
      accountStatus: 'ACTIVO',
      referredByCode: code,
      nombres: 'Rosa',
      apellidoPaterno: 'Quispe',
    });
    const order = await insertOrder(t.ctx, referred.id, {
      status: ORDER_STATUS.PENDIENTE,
      finalizedAt: new Date(),
    });

    const response = await get(`/api/admin/users/${owner.id}/referrals`);
    expect(response.statusCode).toBe(200);
    const data = body<CustomerReferrals>(response).data;
    expect(data.code).toMatchObject({ code, referred: 1, rewardPoints: 0, owner: { id: owner.id } });
    expect(data.referred).toEqual([
      expect.objectContaining({
        id: referred.id,
        firstOrder: expect.objectContaining({ code: order.code, status: ORDER_STATUS.PENDIENTE }),
        reward: null,
      }),
    ]);
  });

  it('is empty for a customer without a code, and refused without the customers module', async () => {
    const customer = await insertCustomer(t.ctx);
    expect(body<CustomerReferrals>(await get(`/api/admin/users/${customer.id}/referrals`)).data).toEqual({
      code: null,
      referred: [],
    });
    const referralsOnly = await colaboradorWith('referidos');
    expect((await get(`/api/admin/users/${customer.id}/referrals`, referralsOnly)).statusCode).toBe(403);
    expect((await get('/api/admin/users/999999/referrals')).statusCode).toBe(404);
  });
});
