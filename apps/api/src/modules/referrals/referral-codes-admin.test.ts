import crypto from 'node:crypto';
import {
  ORDER_STATUS,
  type ReferralCodeDetail,
  type ReferralCodePage,
  type ReferralCodeSummary,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { auditOf } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { readCsvExport } from '../../../test/support/csv-export.ts';
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

const freshPhone = () => `95${crypto.randomInt(1_000_000, 9_999_999)}`;
type Headers = Record<string, string>;

const call = (headers: Headers, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/referral-codes${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

describe('staff create and change referral codes', () => {
  it('creates the customer’s own code by document, with the programme’s discount or another, once', async () => {
    const owner = await insertCustomer(t.ctx, { nombres: 'Úrsula María', celular: freshPhone() });
    const created = await call(admin, 'POST', '', { documentNumber: ` ${owner.documentNumber} ` });
    expect(created.statusCode, created.body).toBe(200);
    const summary = body<ReferralCodeSummary>(created).data;
    expect(summary).toMatchObject({
      code: expect.stringMatching(/^URSULA\d{4}$/),
      owner: { id: owner.id, name: 'Úrsula María De Prueba Número', documentNumber: owner.documentNumber },
      percentDiscount: '20.00',
      active: true,
      referred: 0,
      finished: 0,
      rewardPoints: 0,
    });
    const [audit] = await auditOf(t, 'referral-code.create', owner.id);
    expect(audit).toMatchObject({
      actorId: adminId,
      targetType: 'user',
      after: { code: summary.code, percentDiscount: '20.00', active: true },
    });

    const again = await call(admin, 'POST', '', {
      documentNumber: owner.documentNumber,
      percentDiscount: '5',
    });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      code: 'REFERRAL_CODE_EXISTS',
      message: `Este cliente ya tiene el código de referido ${summary.code}.`,
    });

    const other = await insertCustomer(t.ctx, { nombres: 'Úrsula', celular: freshPhone() });
    const second = body<ReferralCodeSummary>(
      await call(admin, 'POST', '', { documentNumber: other.documentNumber, percentDiscount: '12.5' }),
    ).data;
    // The natural code is taken: the paternal surname's initial follows the name.
    expect(second).toMatchObject({ code: expect.stringMatching(/^URSULAD\d{4}$/), percentDiscount: '12.50' });

    const unknown = await call(admin, 'POST', '', { documentNumber: '09999999' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({
      code: 'USER_NOT_FOUND',
      data: { fields: { documentNumber: 'No hay un cliente con ese documento.' } },
    });
    const staff = await call(admin, 'POST', '', { documentNumber: '10000003' });
    expect(body(staff).code).toBe('USER_NOT_FOUND');
  });

  it('changes the discount and switches the code off, audited before and after', async () => {
    const owner = await insertCustomer(t.ctx, { nombres: 'Teodoro', celular: freshPhone() });
    const { code } = body<ReferralCodeSummary>(
      await call(admin, 'POST', '', { documentNumber: owner.documentNumber }),
    ).data;
    const changed = await call(admin, 'PATCH', `/${code.toLowerCase()}`, {
      percentDiscount: '30',
      active: false,
    });
    expect(body(changed)).toMatchObject({
      message: 'Código de referido guardado.',
      data: { code, percentDiscount: '30.00', active: false },
    });
    const [audit] = await auditOf(t, 'referral-code.update', owner.id);
    expect(audit).toMatchObject({
      actorId: adminId,
      before: { code, percentDiscount: '20.00', active: true },
      after: { code, percentDiscount: '30.00', active: false },
    });
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/validateReferredCode/${code}`,
      headers: APP_KEY_HEADER,
    });
    expect(body(check).code).toBe('REFERRAL_CODE_INVALID');

    expect(body(await call(admin, 'PATCH', `/${code}`, {})).code).toBe('VALIDATION_FAILED');
    const missing = await call(admin, 'PATCH', '/NADIE2026', { active: true });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).code).toBe('REFERRAL_CODE_NOT_FOUND');
  });
});

describe('staff read referral codes', () => {
  let code: string;
  let referred: { id: number; name: string }[];
  beforeAll(async () => {
    const owner = await insertCustomer(t.ctx, {
      nombres: 'Zenobia',
      apellidoPaterno: 'Quillahuamán',
      documentNumber: '00456789',
      accountStatus: 'ACTIVO',
      celular: freshPhone(),
    });
    code = body<ReferralCodeSummary>(await call(admin, 'POST', '', { documentNumber: owner.documentNumber }))
      .data.code;
    const finished = await insertCustomer(t.ctx, { referredByCode: code, celular: freshPhone() });
    const waiting = await insertCustomer(t.ctx, { referredByCode: code, celular: freshPhone() });
    // Came to share the owner's phone after signing up.
    const sharing = await insertCustomer(t.ctx, { referredByCode: code, celular: owner.celular });
    referred = [finished, waiting, sharing].map((user) => ({ id: user.id, name: user.nombres }));
    const order = await insertOrder(t.ctx, finished.id, {
      status: ORDER_STATUS.TERMINADA,
      finalizedAt: t.ctx.now(),
      referralCode: code,
    });
    await t.ctx.db.insert(pointsLedger).values({
      userId: owner.id,
      points: 50,
      kind: 'referral',
      orderId: order.id,
      referredUserId: finished.id,
    });
    await t.ctx.db.update(users).set({ accountStatus: 'ACTIVO' }).where(eq(users.id, waiting.id));
  });

  it('lists codes with their counts, found by code, owner or document, on or off, paged', async () => {
    const page = body<ReferralCodePage>(await call(admin, 'GET', '?q=zenobia quillahuaman')).data;
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.items).toEqual([
      expect.objectContaining({ code, referred: 3, finished: 1, rewardPoints: 50, active: true }),
    ]);
    const byCode = body<ReferralCodePage>(await call(admin, 'GET', `?q=${code.toLowerCase()}`)).data;
    expect(byCode.items.map((item) => item.code)).toEqual([code]);
    const off = body<ReferralCodePage>(await call(admin, 'GET', `?q=${code}&active=false`)).data;
    expect(off.total).toBe(0);

    const all = body<ReferralCodePage>(
      await call(admin, 'GET', '?sort=referred&order=desc&pageSize=10'),
    ).data;
    expect(all.items[0]?.code).toBe(code);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const second = body<ReferralCodePage>(
      await call(admin, 'GET', '?sort=referred&order=desc&pageSize=10&page=2'),
    ).data;
    expect(second.items.map((item) => item.code)).not.toContain(code);
    expect((await call(admin, 'GET', '?pageSize=7')).statusCode).toBe(400);
  });

  it('shows who signed up with it, their first order, the reward and why one does not count', async () => {
    const detail = body<ReferralCodeDetail>(await call(admin, 'GET', `/${code}`)).data;
    expect(detail.code).toMatchObject({ code, referred: 3, finished: 1, rewardPoints: 50 });
    const [finished, waiting, sharing] = referred.map(({ id }) =>
      detail.referred.find((row) => row.id === id),
    );
    expect(finished).toMatchObject({
      firstOrder: { status: ORDER_STATUS.TERMINADA, sendAmount: '500.00' },
      reward: { points: 50 },
      blockedReason: null,
    });
    expect(waiting).toMatchObject({
      accountStatus: 'ACTIVO',
      firstOrder: null,
      reward: null,
      blockedReason: null,
    });
    expect(sharing).toMatchObject({
      firstOrder: null,
      blockedReason: 'Comparte documento, correo o celular con el dueño del código.',
    });
    expect(body(await call(admin, 'GET', '/NADIE2026')).code).toBe('REFERRAL_CODE_NOT_FOUND');
  });

  it('exports the filtered rows as CSV for Excel', async () => {
    const response = await call(admin, 'GET', `/export?q=${code}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = readCsvExport(response.body);
    expect(header).toEqual([
      'Código',
      'Dueño',
      'Documento',
      'Descuento (%)',
      'Activo',
      'Referidos',
      'Primeras órdenes terminadas',
      'Puntos de premio',
      'Fecha de creación',
    ]);
    expect(rows).toEqual([
      [
        code,
        'Zenobia Quillahuamán Número',
        '00456789',
        '20.00',
        'Sí',
        '3',
        '1',
        '50',
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      ],
    ]);
  });

  it('is for staff with referidos: view reads, edit changes', async () => {
    const none = await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: true }]);
    const refused = await call(none.headers, 'GET', '');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('FORBIDDEN_MODULE');
    const viewer = await signedInColaborador(t, [{ module: 'referidos', canView: true, canEdit: false }]);
    expect((await call(viewer.headers, 'GET', `/${code}`)).statusCode).toBe(200);
    expect((await call(viewer.headers, 'GET', '/export')).statusCode).toBe(200);
    const patch = await call(viewer.headers, 'PATCH', `/${code}`, { active: false });
    expect(body(patch).code).toBe('FORBIDDEN_MODULE');
    expect(body(await call(viewer.headers, 'POST', '', { documentNumber: '40000003' })).code).toBe(
      'FORBIDDEN_MODULE',
    );
    const editor = await signedInColaborador(t, [{ module: 'referidos', canView: true, canEdit: true }]);
    const saved = await call(editor.headers, 'PATCH', `/${code}`, { percentDiscount: '20' });
    expect(saved.statusCode).toBe(200);
    const [audit] = await auditOf(t, 'referral-code.update', body<ReferralCodeSummary>(saved).data.owner.id);
    expect(audit?.actorId).toBe(editor.user.id);
    expect(body(await call(await t.authAs('cliente'), 'GET', '')).code).toBe('FORBIDDEN_ROLE');
  });
});
