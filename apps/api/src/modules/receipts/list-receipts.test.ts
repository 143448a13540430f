import { ORDER_STATUS, RECEIPT_LIST_LIMIT, type ReceiptList } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { orderInStatus, payout } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { receipts } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

async function paidOut() {
  const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
  expect((await payout(t, admin, order.id)).statusCode).toBe(200);
  const [receipt] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, order.id));
  return { order, receipt: receipt! };
}

const list = async (headers: { authorization: string }, estado?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/receipts${estado ? `?estado=${estado}` : ''}`,
    headers,
  });

describe('GET /api/admin/receipts (docs/rules/receipts.md#comprobantes)', () => {
  it('lists the newest receipts of a state with their last answer, pendiente by default, and counts them all', async () => {
    const first = await paidOut();
    const second = await paidOut();
    const rejected = await paidOut();
    await t.ctx.db
      .update(receipts)
      .set({ sendStatus: 'rechazada', cdrCode: '2800', sendMessage: '2800 - Dato no válido' })
      .where(eq(receipts.id, rejected.receipt.id));
    // The test sender accepts at once: two wait (the second, issued later, is the newest) and one was refused.
    const waiting = { sendStatus: 'pendiente' as const, sendMessage: 'Resumen diario no recibido: caído' };
    await t.ctx.db.update(receipts).set(waiting).where(eq(receipts.id, first.receipt.id));
    await t.ctx.db
      .update(receipts)
      .set({ ...waiting, issuedAt: new Date(first.receipt.issuedAt.getTime() + 60_000) })
      .where(eq(receipts.id, second.receipt.id));

    const pending = body<ReceiptList>(await list(admin)).data;
    const ids = pending.rows.map((row) => row.id);
    expect(ids.indexOf(second.receipt.id)).toBeLessThan(ids.indexOf(first.receipt.id));
    expect(ids).not.toContain(rejected.receipt.id);
    expect(pending.rows.every((row) => row.sending.status === 'pendiente')).toBe(true);
    expect(pending.total).toBe(pending.rows.length);
    expect(pending.rows.find((row) => row.id === first.receipt.id)).toMatchObject({
      tipo: 'boleta',
      sending: expect.objectContaining({ status: 'pendiente', message: 'Resumen diario no recibido: caído' }),
      number: `${first.receipt.serie}-${String(first.receipt.numero).padStart(8, '0')}`,
      orderId: first.order.id,
      orderCode: first.order.code,
      amount: first.receipt.amount,
      currency: 'PEN',
    });

    const refused = body<ReceiptList>(await list(admin, 'rechazada')).data;
    expect(refused.rows).toEqual([
      expect.objectContaining({
        id: rejected.receipt.id,
        sending: expect.objectContaining({
          status: 'rechazada',
          cdrCode: '2800',
          message: '2800 - Dato no válido',
        }),
      }),
    ]);
    expect(refused.total).toBe(1);
    const accepted = body<ReceiptList>(await list(admin, 'aceptada')).data;
    const all = body<ReceiptList>(await list(admin, 'todos')).data;
    expect(all.total).toBe(pending.total + refused.total + accepted.total);
    expect(accepted.rows.map((row) => row.id)).not.toContain(first.receipt.id);
    expect(RECEIPT_LIST_LIMIT).toBe(100);
  });

  it('is read by whoever may open an order, and by no one else; an unknown state is refused', async () => {
    const orders = await signedInColaborador(t, [{ module: 'ordenes', canView: true, canEdit: false }]);
    expect((await list(orders.headers)).statusCode).toBe(200);
    const customers = await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: true }]);
    expect((await list(customers.headers)).statusCode).toBe(403);
    const wrong = await list(admin, 'perdida');
    expect(wrong.statusCode).toBe(400);
  });
});
