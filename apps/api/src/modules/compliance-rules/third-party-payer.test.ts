import {
  ORDER_STATUS,
  THIRD_PARTY_PAYER_DOCUMENT_MAX_LENGTH,
  THIRD_PARTY_PAYER_NAME_MAX_LENGTH,
  type AdminOrder,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, insertOrderFile, orderRow } from '../../../test/support/order-rows.ts';
import { operativeCustomer } from '../../../test/support/orders.ts';
import { staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { complianceAlerts, notifications, orders } from '../../platform/db/schema/index.ts';

// docs/rules/compliance.md#payer-who-is-not-the-customer (decision 172): staff approving a payment record who
// paid when the voucher shows it was not the customer, and the officer gets an alert.

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

async function pendingOrder() {
  const customer = await operativeCustomer(t);
  const now = t.clock.now();
  const order = await insertOrder(t.ctx, customer.user.id, {
    status: ORDER_STATUS.PENDIENTE,
    statusChangedAt: now,
    finalizedAt: now,
    customerOperationNumber: '778899',
  });
  await insertOrderFile(t.ctx, order.id);
  return { customer, order };
}

const alertsOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(complianceAlerts)
    .where(and(eq(complianceAlerts.userId, userId), eq(complianceAlerts.kind, 'third-party-payer')));

describe('approving a payment a third party made', () => {
  it('records the payer on the order, shows it to staff and raises one alert for the officer', async () => {
    const { customer, order } = await pendingOrder();
    const response = await staffAction(t, admin, order.id, 'approve', {
      operationNumber: 'OP-3301',
      thirdPartyPayerName: '  Rosa Elvira Quispe Mamani ',
      thirdPartyPayerDocument: ' 41234567 ',
    });
    expect(response.statusCode).toBe(200);
    expect(body<AdminOrder>(response).data.thirdPartyPayer).toEqual({
      name: 'Rosa Elvira Quispe Mamani',
      document: '41234567',
    });
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      thirdPartyPayerName: 'Rosa Elvira Quispe Mamani',
      thirdPartyPayerDocument: '41234567',
    });

    const alerts = await alertsOf(customer.user.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      subject: `order:${order.id}`,
      status: 'open',
      holds: false,
      facts: {
        orderId: order.id,
        orderCode: order.code,
        amountPen: order.penEquivalent,
        payerName: 'Rosa Elvira Quispe Mamani',
        payerDocument: '41234567',
        operationNumber: 'OP-3301',
      },
    });
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.sourceKey, `compliance-alert:${alerts[0]!.id}`));
    expect(notice).toMatchObject({ title: 'Alerta de cumplimiento' });
    expect(notice!.body).toContain(order.code);
  });

  it('says nothing of it to the customer: their order and notifications carry no payer', async () => {
    const { customer, order } = await pendingOrder();
    await staffAction(t, admin, order.id, 'approve', {
      operationNumber: 'OP-3302',
      thirdPartyPayerName: 'Teodoro Salas Vargas',
    });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/order/${order.code}`,
      headers: customer.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Teodoro');
    expect(own.body).not.toMatch(/thirdParty|payer/i);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: customer.headers });
    expect(bell.body).not.toContain('Teodoro');
    expect(bell.body).not.toMatch(/tercero|cumplimiento/i);
  });

  it('raises nothing when the customer paid, and the staff view says no third party', async () => {
    const { customer, order } = await pendingOrder();
    const response = await staffAction(t, admin, order.id, 'approve', { operationNumber: 'OP-3303' });
    expect(body<AdminOrder>(response).data.thirdPartyPayer).toBeNull();
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      thirdPartyPayerName: null,
      thirdPartyPayerDocument: null,
    });
    expect(await alertsOf(customer.user.id)).toEqual([]);
  });

  it('refuses a document without a name, and the order stays as it was', async () => {
    const { order } = await pendingOrder();
    const response = await staffAction(t, admin, order.id, 'approve', {
      operationNumber: 'OP-3304',
      thirdPartyPayerDocument: '41234567',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { thirdPartyPayerName: 'Escribe el nombre de quien pagó.' } },
    });
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      status: ORDER_STATUS.PENDIENTE,
      approvedAt: null,
    });
  });

  it('takes a name and a document at their longest, and refuses one character more', async () => {
    const name = 'A'.repeat(THIRD_PARTY_PAYER_NAME_MAX_LENGTH);
    const document = '9'.repeat(THIRD_PARTY_PAYER_DOCUMENT_MAX_LENGTH);
    const tooLong = await pendingOrder();
    const longName = await staffAction(t, admin, tooLong.order.id, 'approve', {
      operationNumber: 'OP-3305',
      thirdPartyPayerName: `${name}A`,
    });
    expect(body(longName).data).toEqual({ fields: { thirdPartyPayerName: 'Usa hasta 120 caracteres.' } });
    const longDocument = await staffAction(t, admin, tooLong.order.id, 'approve', {
      operationNumber: 'OP-3305',
      thirdPartyPayerName: name,
      thirdPartyPayerDocument: `${document}9`,
    });
    expect(body(longDocument).data).toEqual({
      fields: { thirdPartyPayerDocument: 'Usa hasta 20 caracteres.' },
    });

    const atMost = await staffAction(t, admin, tooLong.order.id, 'approve', {
      operationNumber: 'OP-3305',
      thirdPartyPayerName: name,
      thirdPartyPayerDocument: document,
    });
    expect(atMost.statusCode).toBe(200);
    expect(body<AdminOrder>(atMost).data.thirdPartyPayer).toEqual({ name, document });
  });

  it('the table refuses a payer document without a name, whoever writes it', async () => {
    const { order } = await pendingOrder();
    await expect(
      t.ctx.db.update(orders).set({ thirdPartyPayerDocument: '41234567' }).where(eq(orders.id, order.id)),
    ).rejects.toThrow();
  });
});
