import {
  ORDER_STATUS,
  type DataRequest,
  type DataRequestDetail,
  type DataRequestList,
  type MyData,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertIdentityDocuments } from '../../../test/support/admin-customers.ts';
import { signedInColaborador, signIn } from '../../../test/support/admin-orders.ts';
import {
  divisasTerms,
  finishOrder,
  publishMiddleBoard,
  registerRowsOfOrder,
} from '../../../test/support/compliance-register.ts';
import { insertOrder, insertOrderFile, insertReceipt } from '../../../test/support/order-rows.ts';
import { addAccount } from '../../../test/support/orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  bankAccounts,
  dataRequests,
  identityDocuments,
  orderFiles,
  orders,
  receipts,
  recoveryCodes,
  referralCodes,
  secondFactors,
  users,
} from '../../platform/db/schema/index.ts';

type Headers = Record<string, string>;
const MY_REQUESTS = '/api/user/my-data/requests';
const REQUESTS = '/api/admin/data-requests';
// The test clock starts on Saturday 21 November 2026, 10:00 in Lima.
const START = new Date('2026-11-21T15:00:00Z');

let t: TestApp;
let admin: Headers;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
  await publishMiddleBoard(t);
});
afterAll(() => t.close());

async function customer(overrides: Parameters<typeof insertCustomer>[1] = {}) {
  const user = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', ...overrides });
  return { user, headers: await signIn(t, user.documentNumber) };
}

let caller = 0;
// Each request from its own address: the filing limit is per address and these are many customers.
const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers,
    remoteAddress: `10.9.${Math.floor(++caller / 250)}.${caller % 250}`,
    ...(payload ? { payload } : {}),
  });

async function filed(headers: Headers, kind: DataRequest['kind'], text = 'Les pido atender mi solicitud.') {
  const response = await call(headers, 'POST', MY_REQUESTS, { kind, text });
  expect(response.statusCode, response.body).toBe(200);
  return body<DataRequest>(response).data;
}

async function answered(requestId: number, outcome: 'atendida' | 'denegada', answer: string, as = admin) {
  const response = await call(as, 'POST', `${REQUESTS}/${requestId}/answer`, { outcome, answer });
  expect(response.statusCode, response.body).toBe(200);
  return body<DataRequestDetail>(response).data;
}

const rowOf = async (requestId: number) =>
  body<DataRequestList>(await call(admin, 'GET', `${REQUESTS}?status=todas`)).data.rows.find(
    (row) => row.id === requestId,
  )!;

describe('the legal deadline: 10 Lima business days from the day after (decision 169)', () => {
  it('filed on a Saturday, the count starts on Monday: due Friday 4 December', async () => {
    t.clock.set(START);
    const { headers } = await customer();
    const request = await filed(headers, 'oposicion');
    expect(request).toMatchObject({ status: 'pendiente', dueOn: '2026-12-04', answer: null });
    expect(request.code).toMatch(/^ARCO-\d{5}$/);
  });

  it('at the Lima midnight the filing day changes, and the holidays of 8 and 9 December are skipped', async () => {
    // 23:59:59.999 on Tuesday 24 November in Lima: counted from the 25th, due Thursday 10 December.
    t.clock.set('2026-11-25T04:59:59.999Z');
    const before = await filed((await customer()).headers, 'rectificacion');
    expect(before.dueOn).toBe('2026-12-10');
    // 00:00 on Wednesday 25 November in Lima: counted from the 26th, due Friday 11 December.
    t.clock.set('2026-11-25T05:00:00.000Z');
    const after = await filed((await customer()).headers, 'rectificacion');
    expect(after.dueOn).toBe('2026-12-11');
    t.clock.set(START);
  });

  it('staff see the business days left, and overdue from the instant its last Lima day ends', async () => {
    t.clock.set('2026-11-25T05:00:00.000Z');
    const request = await filed((await customer()).headers, 'oposicion');
    expect(request.dueOn).toBe('2026-12-11');
    // Monday 7 December: 10 and 11 left (8 and 9 are holidays).
    t.clock.set('2026-12-07T15:00:00Z');
    admin = await signIn(t, '10000001');
    expect(await rowOf(request.id)).toMatchObject({ businessDaysLeft: 2, overdue: false });
    // The last instant of Friday 11 December in Lima.
    t.clock.set('2026-12-12T04:59:59.999Z');
    admin = await signIn(t, '10000001');
    expect(await rowOf(request.id)).toMatchObject({ businessDaysLeft: 0, overdue: false });
    t.clock.set('2026-12-12T05:00:00.000Z');
    expect(await rowOf(request.id)).toMatchObject({ businessDaysLeft: 0, overdue: true });
    // Monday 14 December: one business day late.
    t.clock.set('2026-12-14T15:00:00Z');
    admin = await signIn(t, '10000001');
    expect(await rowOf(request.id)).toMatchObject({ businessDaysLeft: -1, overdue: true });
    // An answered request is never overdue.
    await answered(request.id, 'denegada', 'No encontramos tratamientos a los que oponerse.');
    expect((await rowOf(request.id)).overdue).toBe(false);
    t.clock.set(START);
    admin = await signIn(t, '10000001');
  });
});

describe('ARCO requests end to end (docs/rules/personal-data.md#solicitudes-arco)', () => {
  it('one open request of each kind at a time; the text is asked', async () => {
    const { headers } = await customer();
    await filed(headers, 'rectificacion');
    const twice = await call(headers, 'POST', MY_REQUESTS, {
      kind: 'rectificacion',
      text: 'Otra vez lo mismo.',
    });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).code).toBe('DATA_REQUEST_OPEN');
    await filed(headers, 'oposicion');
    const short = await call(headers, 'POST', MY_REQUESTS, { kind: 'cancelacion', text: 'corto' });
    expect(short.statusCode).toBe(400);
  });

  it('a rectificación: taken, attended with the answer, the customer sees it and is mailed; it never changes again', async () => {
    const { user, headers } = await customer({ nombres: 'Rosaura' });
    const request = await filed(headers, 'rectificacion', 'Mi segundo apellido está mal escrito.');
    const started = await call(admin, 'POST', `${REQUESTS}/${request.id}/start`);
    expect(body<DataRequestDetail>(started).data).toMatchObject({
      status: 'en_curso',
      startedBy: expect.any(String),
    });
    const detail = await answered(request.id, 'atendida', 'Corregimos tu segundo apellido en tu perfil.');
    expect(detail).toMatchObject({ status: 'atendida', cancellation: null, answeredBy: expect.any(String) });

    const mine = body<MyData>(await call(headers, 'GET', '/api/user/my-data')).data;
    expect(mine.requests).toEqual([
      expect.objectContaining({
        id: request.id,
        status: 'atendida',
        answer: 'Corregimos tu segundo apellido en tu perfil.',
      }),
    ]);
    const mail = await t.waitForMail(user.email);
    expect(mail.subject).toContain('rectificación');
    expect(mail.text).toContain('Corregimos tu segundo apellido');
    // Not a cancellation: the person is untouched.
    const [person] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(person).toMatchObject({ nombres: 'Rosaura', accountStatus: 'ACTIVO', email: user.email });

    const again = await call(admin, 'POST', `${REQUESTS}/${request.id}/answer`, {
      outcome: 'denegada',
      answer: 'Cambio de opinión del equipo.',
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('DATA_REQUEST_CLOSED');
    const actions = await t.ctx.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'data_request'), eq(auditLog.targetId, String(request.id))));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'data-request.file', actorId: user.id },
        { action: 'data-request.start', actorId: adminId },
        { action: 'data-request.attend', actorId: adminId },
      ]),
    );
  });

  it('an oposición denied keeps its answer; a denied cancelación removes nothing', async () => {
    const { user, headers } = await customer();
    const opposition = await filed(headers, 'oposicion', 'No quiero que usen mis datos para encuestas.');
    expect(
      await answered(opposition.id, 'denegada', 'Las encuestas son parte del servicio contratado.'),
    ).toMatchObject({ status: 'denegada', answer: 'Las encuestas son parte del servicio contratado.' });
    const cancellation = await filed(headers, 'cancelacion', 'Borren mis datos, por favor.');
    const denied = await answered(
      cancellation.id,
      'denegada',
      'Tienes una orden en curso: vuelve a pedirlo al terminarla.',
    );
    expect(denied.cancellation).toBeNull();
    const [person] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(person).toMatchObject({ accountStatus: 'ACTIVO', email: user.email });
  });

  it('a cancelación attended: the person anonymised and blocked, photos and accounts gone; register, receipts and orders kept', async () => {
    const { user, headers } = await customer({
      nombres: 'Eustaquia',
      apellidoPaterno: 'Ccahuana',
      direccion: 'Jr. Ayacucho 321, Cusco',
      ocupacion: 'Docente',
    });
    const photos = await insertIdentityDocuments(t.ctx, user.id);
    const account = await addAccount(t, headers, '002');
    const order = await finishOrder(t, user.id, '2026-11-10T15:00:00Z', divisasTerms('6000.00'));
    const voucher = await insertOrderFile(t.ctx, order.id);
    const receipt = await insertReceipt(t.ctx, order.id, account.bank.id, 90_001);
    const registerBefore = await registerRowsOfOrder(t, order.id);
    expect(registerBefore).toHaveLength(1);

    // A code app, recovery codes and a referral code of hers.
    await t.ctx.db
      .insert(secondFactors)
      .values({ userId: user.id, kind: 'totp', label: 'Mi celular', totpSecretSealed: 'sealed' });
    await t.ctx.db.insert(recoveryCodes).values({ userId: user.id, codeHash: 'hash' });
    await t.ctx.db
      .insert(referralCodes)
      .values({ code: `EUS${user.id}`, ownerUserId: user.id, percentDiscount: '10.00' });

    const request = await filed(headers, 'cancelacion', 'Quiero que cancelen todos mis datos personales.');
    const colaborador = await signedInColaborador(t, [
      { module: 'datos-personales', canView: true, canEdit: true },
    ]);
    const detail = await answered(
      request.id,
      'atendida',
      'Cancelamos tus datos personales.',
      colaborador.headers,
    );
    expect(await t.ctx.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect(
      await t.ctx.db
        .select({ active: referralCodes.active })
        .from(referralCodes)
        .where(eq(referralCodes.ownerUserId, user.id)),
    ).toEqual([{ active: false }]);
    expect(detail.cancellation!.removed).toEqual(
      expect.arrayContaining([
        'Llaves de acceso, apps de códigos y códigos de recuperación (1)',
        'Código de referido (desactivado; las órdenes que lo usaron lo conservan)',
      ]),
    );

    expect(detail.status).toBe('atendida');
    expect(detail.cancellation!.kept.map((kept) => kept.what)).toEqual([
      'Tipo y número de documento',
      'Registro de operaciones',
      'Boletas emitidas',
      'Órdenes, su historial y sus comprobantes de pago',
      'Libro de movimientos y puntos',
    ]);
    for (const kept of detail.cancellation!.kept) expect(kept.reason.length).toBeGreaterThan(20);
    expect(detail.cancellation!.removed).toContain('Fotos del documento y selfie (3)');

    const [person] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(person).toMatchObject({
      nombres: 'Titular',
      apellidoPaterno: 'con datos',
      apellidoMaterno: 'cancelados',
      email: `cancelado-${user.id}@anonimo.invalid`,
      celular: null,
      direccion: null,
      ocupacion: null,
      passwordHash: null,
      accountStatus: 'BLOQUEADO',
      reviewedBy: colaborador.user.id,
      // Kept: who made each operation.
      documentType: user.documentType,
      documentNumber: user.documentNumber,
    });
    expect(
      await t.ctx.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id)),
    ).toEqual([]);
    for (const photo of photos) await expect(t.ctx.storage.get(photo.storageKey)).rejects.toThrow();
    const [masked] = await t.ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, account.id));
    expect(masked).toMatchObject({ accountNumber: `****${account.accountNumber.slice(-4)}`, cci: null });
    expect(masked!.deletedAt).not.toBeNull();

    // Kept untouched: the register, the boleta, the order and its voucher.
    expect(await registerRowsOfOrder(t, order.id)).toEqual(registerBefore);
    expect(await t.ctx.db.select().from(receipts).where(eq(receipts.id, receipt.id))).toEqual([receipt]);
    expect(await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id))).toEqual([
      { id: order.id },
    ]);
    expect(await t.ctx.db.select().from(orderFiles).where(eq(orderFiles.id, voucher.id))).toEqual([voucher]);
    expect((await t.ctx.storage.get(voucher.storageKey)).length).toBe(voucher.byteSize);

    // Signed out everywhere, and never signs in again.
    expect((await call(headers, 'GET', '/api/user/my-data')).statusCode).toBe(401);
    const login = await t.login(user.documentNumber);
    // The password is forgotten (and the account blocked behind it): the demo password no longer opens it.
    expect(login.statusCode).toBe(401);
    expect(body(login).code).toBe('AUTH_INVALID_CREDENTIALS');

    const mail = await t.waitForMail(user.email);
    expect(mail.text).toContain('Cancelamos tus datos personales');
    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data-request.cancel-data'), eq(auditLog.targetId, String(request.id))));
    expect(audited).toMatchObject({ actorId: colaborador.user.id });
    const [stored] = await t.ctx.db.select().from(dataRequests).where(eq(dataRequests.id, request.id));
    expect(stored!.cancellation).toEqual(detail.cancellation);
  });
});

describe('a cancellation waits for the customer’s orders in progress', () => {
  it('refused while an order is neither finished nor failed, carried out once it has failed', async () => {
    const { user, headers } = await customer();
    const pending = await insertOrder(t.ctx, user.id, { status: ORDER_STATUS.PENDIENTE });
    const request = await filed(headers, 'cancelacion', 'Borren mis datos cuanto antes.');
    const refused = await call(admin, 'POST', `${REQUESTS}/${request.id}/answer`, {
      outcome: 'atendida',
      answer: 'Cancelamos tus datos personales.',
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('DATA_REQUEST_ORDERS_OPEN');
    const [untouched] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(untouched).toMatchObject({ accountStatus: 'ACTIVO', email: user.email });
    expect((await rowOf(request.id)).status).toBe('pendiente');

    await t.ctx.db.update(orders).set({ status: ORDER_STATUS.FALLIDA }).where(eq(orders.id, pending.id));
    expect((await answered(request.id, 'atendida', 'Cancelamos tus datos personales.')).status).toBe(
      'atendida',
    );
    const [cancelled] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(cancelled!.accountStatus).toBe('BLOQUEADO');
  });
});

describe('module datos-personales: view reads, edit acts', () => {
  it('a Colaborador with view lists and opens requests (each read audited) but cannot act; one without it reads nothing', async () => {
    const request = await filed((await customer()).headers, 'oposicion');
    const viewer = await signedInColaborador(t, [
      { module: 'datos-personales', canView: true, canEdit: false },
    ]);
    expect((await call(viewer.headers, 'GET', REQUESTS)).statusCode).toBe(200);
    expect((await call(viewer.headers, 'GET', `${REQUESTS}/${request.id}`)).statusCode).toBe(200);
    const [read] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data-request.read'), eq(auditLog.actorId, viewer.user.id)));
    expect(read).toMatchObject({ targetId: String(request.id) });
    const refused = await call(viewer.headers, 'POST', `${REQUESTS}/${request.id}/start`);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('FORBIDDEN_MODULE');
    const other = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: true }]);
    expect((await call(other.headers, 'GET', REQUESTS)).statusCode).toBe(403);
  });

  it('an unknown request is not found', async () => {
    const response = await call(admin, 'GET', `${REQUESTS}/999999`);
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('DATA_REQUEST_NOT_FOUND');
  });
});
