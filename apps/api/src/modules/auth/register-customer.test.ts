import type { Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/index.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function registration(overrides: Record<string, unknown> = {}) {
  return {
    tipo_documento: 'DNI',
    dni: '71234567',
    nombres: 'María José',
    apellido_paterno: 'Gutiérrez',
    apellido_materno: 'Ñahui',
    email: 'Maria.Gutierrez@Example.pe',
    celular: '987123456',
    password: t.encrypt('Segura2026'),
    codigo_referido: '',
    es_pep: false,
    acepta_terminos: true,
    acepta_datos: true,
    acepta_datos_sensibles: true,
    ...overrides,
  };
}

const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/crearUsuario', headers: APP_KEY_HEADER, payload });

describe('POST /api/crearUsuario', () => {
  it('creates a customer at KYC step 1, signs them in, records consent and mails a welcome', async () => {
    const response = await register(registration());
    expect(response.statusCode).toBe(200);
    const session = body<Session>(response).data;
    expect(session.user).toMatchObject({
      rol: { name: 'Cliente' },
      state: 1,
      accountStatus: 'REGISTRADO',
      email: 'maria.gutierrez@example.pe',
    });

    const [row] = await t.ctx.db.select().from(users).where(eq(users.documentNumber, '71234567'));
    expect(row).toMatchObject({ roleId: 2, kycStep: 1, isPep: false, termsVersion: expect.any(String) });
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.dataConsentAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await t.waitForMail('maria.gutierrez@example.pe');
    expect(mail.subject).toBe('Bienvenido a Cambix');
    expect((await t.login('71234567', 'Segura2026')).statusCode).toBe(200);
  });

  it('refuses a document number already registered, under the dni field', async () => {
    const response = await register(registration({ email: 'otra@example.pe' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'DOCUMENT_TAKEN',
      data: { fields: { dni: 'Ya existe una cuenta con este número de documento.' } },
    });
  });

  it('names every field at fault at once', async () => {
    const response = await register(
      registration({ email: 'ana.quispe@cambix.test', password: t.encrypt('debil') }),
    );
    expect(response.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(response).data.fields).toEqual({
      password: expect.stringMatching(/al menos 8 caracteres/),
      dni: expect.any(String),
      email: 'Ya existe una cuenta con este correo.',
    });
  });

  it('refuses a weak password', async () => {
    const response = await register(
      registration({ dni: '71234568', email: 'debil@example.pe', password: t.encrypt('solominusculas1') }),
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('PASSWORD_WEAK');
  });

  it('refuses an unknown referral code and keeps a valid one for the first order', async () => {
    const bad = await register(
      registration({ dni: '71234569', email: 'ref@example.pe', codigo_referido: 'NOEXISTE' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'REFERRAL_CODE_INVALID',
      data: { fields: { codigo_referido: expect.any(String) } },
    });

    const good = await register(
      registration({ dni: '71234569', email: 'ref@example.pe', codigo_referido: 'ana2026' }),
    );
    expect(good.statusCode).toBe(200);
    expect(body<Session>(good).data.useReferredCode).toBe('ANA2026');
  });

  it('checks each field with a Spanish message', async () => {
    const response = await register(
      registration({
        tipo_documento: 'CE',
        dni: '1234',
        celular: '812345678',
        email: 'no-es-correo',
        acepta_terminos: false,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(response).data.fields).toMatchObject({
      celular: 'El celular tiene 9 dígitos y empieza con 9.',
      email: 'Ingresa un correo válido.',
      acepta_terminos: 'Debes aceptar los términos y condiciones.',
    });
    const dniOnly = await register(registration({ tipo_documento: 'CE', dni: '1234' }));
    expect(body<{ fields: Record<string, string> }>(dniOnly).data.fields).toEqual({
      dni: 'El carné de extranjería tiene 9 dígitos.',
    });
  });
});

describe('GET /api/validateDni/:dni and /api/validateReferredCode/:code', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: APP_KEY_HEADER });

  it('tells whether a document number is free', async () => {
    expect(body(await get('/api/validateDni/45678901'))).toEqual({
      success: true,
      data: { available: true },
      message: '',
    });
    const taken = await get('/api/validateDni/40000001');
    expect(taken.statusCode).toBe(409);
    expect(body(taken).code).toBe('DOCUMENT_TAKEN');
    expect((await get('/api/validateDni/12')).statusCode).toBe(400);
  });

  it('tells whether a referral code is active and what it takes off', async () => {
    expect(body(await get('/api/validateReferredCode/ana2026')).data).toEqual({
      code: 'ANA2026',
      percentDiscount: '20.00',
    });
    const unknown = await get('/api/validateReferredCode/NADA1234');
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).code).toBe('REFERRAL_CODE_INVALID');
  });
});
