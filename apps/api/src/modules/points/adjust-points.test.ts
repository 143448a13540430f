import type { CustomerPoints, PointsSummary } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { overlapping } from '../../../test/support/pipeline.ts';
import { operativeCustomer } from '../../../test/support/orders.ts';
import { auditOf } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { pointsLedger, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const read = (headers: Headers, userId: number) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users/${userId}/points`, headers });
const adjust = (headers: Headers, userId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/points/adjustments`, headers, payload });

describe('staff adjust a customer’s points', () => {
  it('adds and takes points with a reason the customer reads, and the actor and audit staff read', async () => {
    const { user, headers } = await operativeCustomer(t);
    const order = await insertOrder(t.ctx, user.id);
    await t.ctx.db.insert(pointsLedger).values({
      userId: user.id,
      points: 30,
      kind: 'earn',
      orderId: order.id,
      createdAt: new Date(t.ctx.now().getTime() - 60_000),
    });

    const added = await adjust(admin, user.id, { points: 120, reason: '  Compensación por demora  ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(body<CustomerPoints>(added)).toMatchObject({
      message: 'Ajuste de puntos guardado.',
      data: {
        balance: 150,
        history: [
          {
            points: 120,
            kind: 'adjust',
            note: 'Compensación por demora',
            actor: expect.any(String),
            orderId: null,
          },
          { points: 30, kind: 'earn', orderId: order.id, orderCode: order.code, actor: null },
        ],
      },
    });
    expect(body<CustomerPoints>(added).data.history[0]?.actor).toMatch(/\S+ \S+/);
    const taken = await adjust(admin, user.id, { points: -150, reason: 'Puntos dados por error' });
    expect(body<CustomerPoints>(taken).data.balance).toBe(0);

    const [row] = await auditOf(t, 'points.adjust', user.id);
    expect(row).toMatchObject({
      actorId: adminId,
      targetType: 'user',
      before: { balance: 150 },
      after: { balance: 0, points: -150 },
      note: 'Puntos dados por error',
    });
    const [ledger] = await t.ctx.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, user.id))
      .orderBy(pointsLedger.id)
      .offset(2);
    expect(ledger).toMatchObject({ kind: 'adjust', points: -150, actorId: adminId });

    const mine = body<PointsSummary>(
      await t.app.inject({ method: 'GET', url: '/api/user/points', headers }),
    ).data;
    expect(mine.history.slice(0, 2)).toEqual([
      expect.objectContaining({ points: -150, kind: 'adjust', note: 'Puntos dados por error' }),
      expect.objectContaining({ points: 120, kind: 'adjust', note: 'Compensación por demora' }),
    ]);
    expect(body<CustomerPoints>(await read(admin, user.id)).data.balance).toBe(0);
  });

  it('never leaves the balance below zero, saying how many points there are', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    await adjust(admin, customer.id, { points: 40, reason: 'Saldo inicial' });
    const refused = await adjust(admin, customer.id, { points: -41, reason: 'Demasiado' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'POINTS_BELOW_ZERO',
      message: 'El ajuste dejaría el saldo por debajo de cero: el cliente tiene 40 puntos.',
      data: { fields: { points: expect.any(String) }, balance: 40 },
    });
    expect(body<CustomerPoints>(await read(admin, customer.id)).data).toMatchObject({
      balance: 40,
      history: [{ points: 40 }],
    });
    expect(await auditOf(t, 'points.adjust', customer.id)).toHaveLength(1);
  });

  it('of two adjustments at once that each fit but not together, one is refused', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    await adjust(admin, customer.id, { points: 100, reason: 'Saldo inicial' });
    const lock = (tx: Tx) => tx.select().from(users).where(eq(users.id, customer.id)).for('update');
    const responses = await overlapping(t, lock, 2, () =>
      Promise.all([
        adjust(admin, customer.id, { points: -70, reason: 'Canje manual uno' }),
        adjust(admin, customer.id, { points: -70, reason: 'Canje manual dos' }),
      ]),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(body<CustomerPoints>(await read(admin, customer.id)).data.balance).toBe(30);
  });

  it('checks the request, and is only about customers', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const invalid = await adjust(admin, customer.id, { points: 0, reason: 'ok' });
    expect(body(invalid)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: {
          points: 'El ajuste no puede ser cero.',
          reason: 'Escribe el motivo del ajuste (al menos 5 caracteres).',
        },
      },
    });
    const staffId = (await t.sessionOf('colaborador')).user.id;
    for (const response of [
      await read(admin, staffId),
      await adjust(admin, staffId, { points: 10, reason: 'No es cliente' }),
      await read(admin, 999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(body(response).code).toBe('USER_NOT_FOUND');
    }
  });

  it('is for staff with users: view reads, edit adjusts', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const none = await signedInColaborador(t, [{ module: 'referidos', canView: true, canEdit: true }]);
    expect(body(await read(none.headers, customer.id)).code).toBe('FORBIDDEN_MODULE');
    const viewer = await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: false }]);
    expect((await read(viewer.headers, customer.id)).statusCode).toBe(200);
    const refused = await adjust(viewer.headers, customer.id, { points: 10, reason: 'Sin permiso' });
    expect(body(refused).code).toBe('FORBIDDEN_MODULE');
    const editor = await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: true }]);
    const done = await adjust(editor.headers, customer.id, { points: 10, reason: 'Con permiso' });
    expect(body<CustomerPoints>(done).data.history[0]).toMatchObject({
      actor: `${editor.user.nombres} ${editor.user.apellidoPaterno}`,
    });
    const [audit] = await auditOf(t, 'points.adjust', customer.id);
    expect(audit?.actorId).toBe(editor.user.id);
    const own = await t.authAs('cliente');
    expect(body(await read(own, customer.id)).code).toBe('FORBIDDEN_ROLE');
  });
});
