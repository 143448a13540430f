import { cciCheckDigits, type KycStatus, type Session } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccountTypes, banks, users } from '../../platform/db/schema/index.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let bcpSavings: { bankId: number; accountTypeId: number };
beforeAll(async () => {
  t = await buildTestApp();
  const [type] = await t.ctx.db
    .select({ bankId: banks.id, accountTypeId: bankAccountTypes.id })
    .from(bankAccountTypes)
    .innerJoin(banks, eq(banks.id, bankAccountTypes.bankId))
    .where(and(eq(banks.code, '002'), eq(bankAccountTypes.code, 'AHORROS')));
  bcpSavings = type!;
});
afterAll(() => t.close());

const personalData = {
  date_birthday: '1990-05-14',
  gender: 'F',
  departamento: '15',
  provincia: '1501',
  distrito: '150131',
  direccion: 'Calle Las Begonias 455, San Isidro',
  ocupacion: 'Ingeniera de sistemas',
};

async function upload(headers: Record<string, string>, kind: string) {
  const form = multipart({ kind }, { name: `${kind}.jpg`, data: await photo() });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sendImage',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(200);
}

function submit(headers: Record<string, string>, userId: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/validateDataUser/${userId}`, headers, payload });
}

function bcpAccount(number = '19187654321098') {
  const first18 = `002191${number.slice(-12)}`;
  return {
    ...bcpSavings,
    currency: 'PEN',
    accountNumber: number,
    cci: `${first18}${cciCheckDigits(first18)}`,
    alias: 'Mi BCP',
    isProvincia: false,
    holderDeclaration: true,
  };
}

describe('POST /api/validateDataUser/:userId', () => {
  it('walks a new customer through the three steps, in order, to the staff review', async () => {
    const { session, headers } = await registerCustomer(t);
    const id = session.user.id;

    // Step 1 needs both DNI photos.
    const noPhotos = await submit(headers, id, { step: 1, ...personalData });
    expect(noPhotos.statusCode).toBe(400);
    expect(body(noPhotos)).toMatchObject({
      code: 'KYC_DOCUMENTS_MISSING',
      message: 'Faltan fotos para completar este paso.',
      data: { missing: ['dni_front', 'dni_back'] },
    });
    await upload(headers, 'dni_front');
    expect(body(await submit(headers, id, { step: 1, ...personalData })).data).toMatchObject({
      missing: ['dni_back'],
    });
    await upload(headers, 'dni_back');

    // Steps ahead of the current one are refused.
    const ahead = await submit(headers, id, { step: 2 });
    expect(ahead.statusCode).toBe(409);
    expect(body(ahead).code).toBe('KYC_STEP_NOT_CURRENT');

    const first = await submit(headers, id, { step: 1, ...personalData });
    expect(first.statusCode).toBe(200);
    expect(body<KycStatus>(first).data).toMatchObject({
      state: 2,
      accountStatus: 'REGISTRADO',
      personalData: { ...personalData, pepDetail: null },
    });
    // A step already done is refused too.
    expect(body(await submit(headers, id, { step: 1, ...personalData })).code).toBe('KYC_STEP_NOT_CURRENT');

    // Step 2 needs the selfie.
    expect(body(await submit(headers, id, { step: 2 })).code).toBe('KYC_DOCUMENTS_MISSING');
    await upload(headers, 'selfie');
    expect(body<KycStatus>(await submit(headers, id, { step: 2 })).data.state).toBe(3);

    // Step 3: the first bank account, same rules as createUpdateBank.
    const short = await submit(headers, id, { step: 3, ...bcpAccount(), accountNumber: '1918765432' });
    expect(body(short)).toMatchObject({
      code: 'BANK_ACCOUNT_NUMBER_INVALID',
      data: { fields: { accountNumber: 'Una cuenta ahorros de BCP tiene 14 dígitos.' } },
    });
    const done = await submit(headers, id, { step: 3, ...bcpAccount() });
    expect(done.statusCode).toBe(200);
    expect(body<KycStatus>(done)).toMatchObject({
      data: { state: 0, accountStatus: 'POR_VALIDAR' },
      message: 'Listo: tu cuenta está en revisión.',
    });

    const accounts = await t.app.inject({ method: 'GET', url: '/api/listBanksUser', headers });
    expect(body<unknown[]>(accounts).data).toEqual([
      expect.objectContaining({ accountNumber: '19187654321098', alias: 'Mi BCP' }),
    ]);
    const history = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(id))));
    expect(history.map((row) => [row.action, row.actorId])).toEqual([
      ['kyc.step-1', id],
      ['kyc.step-2', id],
      ['bank-account.create', id],
      ['kyc.step-3', id],
    ]);
    const mail = await t.waitForMail(session.email, 2);
    expect(mail.subject).toMatch(/en revisión/);
  });

  it('refuses another customer’s id, and leaves them untouched', async () => {
    const victim = await registerCustomer(t);
    const intruder = await registerCustomer(t);
    const response = await submit(intruder.headers, victim.session.user.id, { step: 1, ...personalData });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('FORBIDDEN_OWNER');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, victim.session.user.id));
    expect([row?.kycStep, row?.birthDate]).toEqual([1, null]);
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/stateUser/${victim.session.user.id}`,
      headers: intruder.headers,
    });
    expect(body(state).code).toBe('FORBIDDEN_OWNER');
  });

  it('checks the data: adults only in Lima, a district of the catalogue, the PEP detail when declared', async () => {
    const { session, headers } = await registerCustomer(t, { es_pep: true });
    const id = session.user.id;
    await upload(headers, 'dni_front');
    await upload(headers, 'dni_back');

    // The test clock is 2026-11-21 10:00 in Lima: born 2008-11-22 is still 17.
    const minor = await submit(headers, id, {
      step: 1,
      ...personalData,
      date_birthday: '2008-11-22',
      pepDetail: 'x',
    });
    expect(body(minor)).toMatchObject({
      code: 'KYC_UNDERAGE',
      message: 'Debes ser mayor de edad para operar con nosotros.',
    });
    const nowhere = await submit(headers, id, {
      step: 1,
      ...personalData,
      distrito: '150199',
      pepDetail: 'Regidora de la Municipalidad de San Isidro',
    });
    expect(body(nowhere)).toMatchObject({
      code: 'UBIGEO_INVALID',
      data: { fields: { distrito: expect.any(String) } },
    });
    const unnested = await submit(headers, id, { step: 1, ...personalData, provincia: '0801' });
    expect(body(unnested)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { provincia: 'Elige una provincia del departamento.' } },
    });
    const noDetail = await submit(headers, id, { step: 1, ...personalData, date_birthday: '2008-11-21' });
    expect(body(noDetail)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { pepDetail: expect.any(String) } },
    });

    const ok = await submit(headers, id, {
      step: 1,
      ...personalData,
      date_birthday: '2008-11-21',
      pepDetail: 'Regidora de la Municipalidad de San Isidro',
    });
    expect(body<KycStatus>(ok).data).toMatchObject({
      state: 2,
      isPep: true,
      personalData: { date_birthday: '2008-11-21', pepDetail: 'Regidora de la Municipalidad de San Isidro' },
    });
  });

  it('lets the customer come back where they were: GET /api/user/kyc and the session', async () => {
    const { session, headers } = await registerCustomer(t);
    const id = session.user.id;
    await upload(headers, 'dni_front');
    await upload(headers, 'dni_back');
    await submit(headers, id, { step: 1, ...personalData });

    const again = await t.login(session.dni, 'Segura2026');
    const restored = body<Session>(again).data;
    expect(restored).toMatchObject({
      user: { state: 2 },
      date_birthday: '1990-05-14',
      gender: 'F',
      departamento: '15',
      provincia: '1501',
      distrito: '150131',
      mostrar_formulario: false,
      encuesta_respondida: false,
    });
    const status = body<KycStatus>(
      await t.app.inject({
        method: 'GET',
        url: '/api/user/kyc',
        headers: { authorization: `Bearer ${restored.token}` },
      }),
    ).data;
    expect(status.state).toBe(2);
    expect(status.documents.map((document) => document.kind).sort()).toEqual(['dni_back', 'dni_front']);
    for (const document of status.documents) {
      expect((await t.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(200);
    }
  });

  it('takes a customer sent back by a rejection through steps 1 and 2 again, keeping their account', async () => {
    const { session, headers } = await registerCustomer(t);
    const id = session.user.id;
    await upload(headers, 'dni_front');
    await upload(headers, 'dni_back');
    await submit(headers, id, { step: 1, ...personalData });
    await upload(headers, 'selfie');
    await submit(headers, id, { step: 2 });
    await submit(headers, id, { step: 3, ...bcpAccount('19100000000777') });
    // Staff reject (decision 022): status RECHAZADO with a reason, back to step 1.
    await t.ctx.db
      .update(users)
      .set({ accountStatus: 'RECHAZADO', statusReason: 'La foto del DNI está borrosa.', kycStep: 1 })
      .where(eq(users.id, id));

    const status = body<KycStatus>(await t.app.inject({ method: 'GET', url: '/api/user/kyc', headers })).data;
    expect(status).toMatchObject({
      state: 1,
      accountStatus: 'RECHAZADO',
      statusReason: 'La foto del DNI está borrosa.',
    });
    expect(status.documents).toHaveLength(3);

    await upload(headers, 'dni_front');
    expect(body<KycStatus>(await submit(headers, id, { step: 1, ...personalData })).data.state).toBe(2);
    const done = body<KycStatus>(await submit(headers, id, { step: 2 })).data;
    expect(done).toMatchObject({ state: 0, accountStatus: 'POR_VALIDAR', statusReason: null });
    const accounts = await t.app.inject({ method: 'GET', url: '/api/listBanksUser', headers });
    expect(body<unknown[]>(accounts).data).toHaveLength(1);
  });
});
