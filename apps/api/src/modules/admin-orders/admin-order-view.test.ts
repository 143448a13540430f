import {
  ERROR_MESSAGES,
  ORDER_STATUS,
  STAFF_ORDER_ACTIONS,
  type AdminOrder,
  type StaffModule,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/admin-orders.ts';
import { setFourEyes } from '../../../test/support/pipeline.ts';
import { banks, cambixAccounts, orderHistory, users } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { expireTemporaryOrders } from '../orders/index.ts';
import { loadAdminOrder } from './admin-order-view.ts';
import { choosePayoutAccount } from './payout-account.ts';

let t: TestApp;
let admin: Principal;
let customerId: number;

async function bankId(code: string) {
  const [bank] = await t.ctx.db.select({ id: banks.id }).from(banks).where(eq(banks.code, code));
  return bank!.id;
}

const colaborador = async (grants: { module: StaffModule; canView: boolean; canEdit: boolean }[]) => {
  const user = await insertColaborador(t.ctx, grants);
  return { userId: user.id, role: 'Colaborador', sessionId: 'unused', authTime: 0 } satisfies Principal;
};

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.documentNumber, '10000001'));
  admin = { userId: row!.id, role: 'Administrador', sessionId: 'unused', authTime: 0 };
  customerId = (
    await insertCustomer(t.ctx, {
      nombres: 'Rosa',
      apellidoPaterno: 'Huamán',
      apellidoMaterno: 'Torres',
      documentNumber: '45678901',
      email: 'rosa@correo.pe',
      celular: '987654321',
      accountStatus: 'ACTIVO',
    })
  ).id;
});

afterAll(async () => {
  await setFourEyes(t, false);
  await t.close();
});

describe('loadAdminOrder', () => {
  it('adds the customer, the pipeline facts with names and the history with its actors', async () => {
    const approvedAt = new Date('2026-11-21T14:00:00Z');
    const order = await insertOrder(t.ctx, customerId, {
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      statusChangedAt: approvedAt,
      approvedAt,
      approvedBy: admin.userId,
      incomingOperationNumber: 'OP-IN-1',
      customerOperationNumber: 'OP-CLI-1',
    });
    await insertOrderFile(t.ctx, order.id, 'voucher');
    await t.ctx.db.insert(orderHistory).values([
      {
        orderId: order.id,
        fromStatus: 0,
        toStatus: 1,
        actorId: customerId,
        createdAt: new Date('2026-11-21T13:00:00Z'),
      },
      {
        orderId: order.id,
        fromStatus: 1,
        toStatus: 3,
        actorId: admin.userId,
        note: 'ok',
        createdAt: approvedAt,
      },
    ]);

    const view = await loadAdminOrder(t.ctx, order.id, admin);
    expect(view.customer).toEqual({
      id: customerId,
      name: 'Rosa Huamán Torres',
      documentType: 'DNI',
      documentNumber: '45678901',
      email: 'rosa@correo.pe',
      phone: '987654321',
    });
    expect(view.code).toBe(order.code);
    expect(view.statusSince).toBe(approvedAt.toISOString());
    expect(view.approvedAt).toBe(approvedAt.toISOString());
    expect(view.approvedBy).toEqual({ id: admin.userId, name: 'Carla Mendoza Ríos' });
    expect(view.incomingOperationNumber).toBe('OP-IN-1');
    expect(view.customerOperationNumber).toBe('OP-CLI-1');
    expect(view.voucher?.kind).toBe('voucher');
    expect(view.paidOutBy).toBeNull();
    expect(view.history).toEqual([
      expect.objectContaining({
        fromStatus: 0,
        toStatus: 1,
        actor: { id: customerId, name: 'Rosa Huamán Torres' },
      }),
      expect.objectContaining({ fromStatus: 1, toStatus: 3, note: 'ok', actor: view.approvedBy }),
    ]);
    expect(view.allowedActions).toEqual(['payout', 'observe']);
    expect(view.blockedReason).toBeNull();
  });

  it('is ORDER_NOT_FOUND for an id that does not exist', async () => {
    await expect(loadAdminOrder(t.ctx, 987_654_321, admin)).rejects.toMatchObject({
      code: 'ORDER_NOT_FOUND',
    });
  });

  it('offers the transitions of the status that the viewer may edit', async () => {
    const cases: [number, AdminOrder['allowedActions']][] = [
      [ORDER_STATUS.TEMPORAL, []],
      [ORDER_STATUS.PENDIENTE, ['approve', 'reject']],
      [ORDER_STATUS.FALLIDA, []],
      [ORDER_STATUS.PENDIENTE_DEVOLUCION, ['payout', 'observe']],
      [ORDER_STATUS.OBSERVADA, ['cancel']],
      [ORDER_STATUS.TERMINADA, []],
    ];
    const pagosEditor = await colaborador([{ module: 'pagos', canView: true, canEdit: true }]);
    const devolucionesViewer = await colaborador([
      { module: 'pagos', canView: true, canEdit: true },
      { module: 'devoluciones', canView: true, canEdit: false },
    ]);
    const devolucionesEditor = await colaborador([{ module: 'devoluciones', canView: false, canEdit: true }]);
    for (const [status, expected] of cases) {
      const order = await insertOrder(t.ctx, customerId, { status });
      expect((await loadAdminOrder(t.ctx, order.id, admin)).allowedActions).toEqual(expected);
      const pagos = expected.filter((action) => STAFF_ORDER_ACTIONS[action].module === 'pagos');
      const devoluciones = expected.filter((action) => STAFF_ORDER_ACTIONS[action].module === 'devoluciones');
      expect((await loadAdminOrder(t.ctx, order.id, pagosEditor)).allowedActions).toEqual(pagos);
      expect((await loadAdminOrder(t.ctx, order.id, devolucionesViewer)).allowedActions).toEqual(pagos);
      expect((await loadAdminOrder(t.ctx, order.id, devolucionesEditor)).allowedActions).toEqual(
        devoluciones,
      );
    }
  });

  it('holds back the payout from whoever approved it when the four-eyes rule is on', async () => {
    const approver = await colaborador([
      { module: 'pagos', canView: true, canEdit: true },
      { module: 'devoluciones', canView: true, canEdit: true },
    ]);
    const order = await insertOrder(t.ctx, customerId, {
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      approvedAt: t.ctx.now(),
      approvedBy: approver.userId,
    });

    expect((await loadAdminOrder(t.ctx, order.id, approver)).allowedActions).toEqual(['payout', 'observe']);
    await setFourEyes(t, true);
    const blocked = await loadAdminOrder(t.ctx, order.id, approver);
    expect(blocked.allowedActions).toEqual(['observe']);
    expect(blocked.blockedReason).toBe(ERROR_MESSAGES.ORDER_FOUR_EYES);
    const other = await loadAdminOrder(t.ctx, order.id, admin);
    expect(other.allowedActions).toEqual(['payout', 'observe']);
    expect(other.blockedReason).toBeNull();
    await setFourEyes(t, false);
  });

  it('pays out from the destination bank, else from the payment bank, else from nowhere', async () => {
    const bcp = await bankId('002');
    const interbank = await bankId('003');
    const banbif = await bankId('038');
    const order = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.PENDIENTE_DEVOLUCION });
    const at = (destinationBankId: number, paymentBankId = bcp) => ({
      paymentBankId,
      currency: 'PEN' as const,
      destination: { ...order.destination, bankId: destinationBankId },
    });

    expect((await choosePayoutAccount(t.ctx.db, at(interbank)))?.bank.code).toBe('003');
    expect((await choosePayoutAccount(t.ctx.db, at(banbif)))?.bank.code).toBe('002');
    expect((await choosePayoutAccount(t.ctx.db, at(bcp)))?.purpose).toBe('payout');
    expect(await choosePayoutAccount(t.ctx.db, at(banbif, banbif))).toBeNull();
    // A divisas order paying dollars leaves from a USD payout account, never a soles one.
    const inDollars = await choosePayoutAccount(t.ctx.db, { ...at(interbank), currency: 'USD' });
    expect(inDollars).toMatchObject({ currency: 'USD', purpose: 'payout', bank: { code: '003' } });

    await t.ctx.db
      .update(cambixAccounts)
      .set({ active: false })
      .where(and(eq(cambixAccounts.bankId, interbank), eq(cambixAccounts.purpose, 'payout')));
    expect((await choosePayoutAccount(t.ctx.db, at(interbank)))?.bank.code).toBe('002');
    await t.ctx.db
      .update(cambixAccounts)
      .set({ active: true })
      .where(and(eq(cambixAccounts.bankId, interbank), eq(cambixAccounts.purpose, 'payout')));

    const view = await loadAdminOrder(t.ctx, order.id, admin);
    const expected = await choosePayoutAccount(t.ctx.db, order);
    expect(view.payoutAccount).toEqual({
      bank: expect.objectContaining({ id: expected!.bankId }),
      currency: 'PEN',
      accountNumber: expected!.accountNumber,
      cci: expected!.cci,
      holderName: expected!.holderName,
    });
  });
});

describe('GET /api/admin/orders/:orderId', () => {
  it('answers staff who see pagos, devoluciones or ordenes, and no one else', async () => {
    const order = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.PENDIENTE });
    const get = (headers: { authorization: string }) =>
      t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers });

    const adminAnswer = await get(await t.authAs('admin'));
    expect(adminAnswer.statusCode).toBe(200);
    expect(body<AdminOrder>(adminAnswer).data).toMatchObject({
      id: order.id,
      allowedActions: ['approve', 'reject'],
    });

    for (const module of ['pagos', 'devoluciones', 'ordenes'] as const) {
      const staff = await insertColaborador(t.ctx, [{ module, canView: true, canEdit: false }]);
      const answer = await get(await signIn(t, staff.documentNumber));
      expect(answer.statusCode, module).toBe(200);
      expect(body<AdminOrder>(answer).data.allowedActions).toEqual([]);
    }
    const outsider = await insertColaborador(t.ctx, [{ module: 'users', canView: true, canEdit: true }]);
    const refused = await get(await signIn(t, outsider.documentNumber));
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('FORBIDDEN_MODULE');
    expect(body(await get(await t.authAs('cliente'))).code).toBe('FORBIDDEN_ROLE');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/987654321',
      headers: await t.authAs('admin'),
    });
    expect(body(missing).code).toBe('ORDER_NOT_FOUND');
  });

  it('says when a TEMPORAL order was closed, and null while it is open or past TEMPORAL', async () => {
    const closedAt = t.ctx.now();
    const due = await insertOrder(t.ctx, customerId, { expiresAt: new Date(closedAt.getTime() - 60_000) });
    const open = await insertOrder(t.ctx, customerId);
    const pending = await insertOrder(t.ctx, customerId, { status: ORDER_STATUS.PENDIENTE });
    expect(await expireTemporaryOrders(t.ctx, closedAt)).toBe(1);
    const headers = await t.authAs('admin');
    const expiredAtOf = async (orderId: number) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers });
      expect(answer.statusCode).toBe(200);
      return body<AdminOrder>(answer).data.expiredAt;
    };

    expect(await expiredAtOf(due.id)).toBe(closedAt.toISOString());
    expect(await expiredAtOf(open.id)).toBeNull();
    expect(await expiredAtOf(pending.id)).toBeNull();
  });
});
