import type { Profile, Session, UbigeoTree, UpdateFormFlags } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../platform/db/schema/index.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const update = {
  date_birthday: '1985-07-28',
  gender: 'F',
  departamento: '04',
  provincia: '0401',
  distrito: '040101',
  direccion: 'Calle Mercaderes 210, Cercado',
  ocupacion: 'Comerciante',
};

async function signIn(dni: string): Promise<Session> {
  const response = await t.login(dni);
  expect(response.statusCode).toBe(200);
  return body<Session>(response).data;
}
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

describe('session state (docs/rules/sessions.md#session-state)', () => {
  it('carries the KYC data and tells the web what to ask after login', async () => {
    expect(await signIn('40000001')).toMatchObject({
      date_birthday: '1992-03-08',
      gender: 'F',
      departamento: '15',
      provincia: '1501',
      distrito: '150122',
      direccion: 'Av. José Pardo 540, dpto. 302',
      ocupacion: 'Contadora',
      encuesta_respondida: true,
      mostrar_formulario: false,
      mostrar_formulario_obligatorio: false,
    });
    expect(await signIn('40000003')).toMatchObject({
      date_birthday: null,
      distrito: null,
      encuesta_respondida: false,
      mostrar_formulario: true,
      mostrar_formulario_obligatorio: false,
    });
    // A customer still in the wizard gives this data there.
    expect((await signIn('40000002')).mostrar_formulario).toBe(false);
    expect((await signIn('10000001')).mostrar_formulario).toBe(false);
  });
});

describe('GET /api/user/profile', () => {
  it('shows the customer their own profile with the status staff set', async () => {
    const ana = await signIn('40000001');
    await t.ctx.db.update(users).set({ statusReason: 'nota' }).where(eq(users.id, ana.user.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(ana) });
    expect(body<Profile>(response).data).toMatchObject({
      nombres: 'Ana Lucía',
      dni: '40000001',
      accountStatus: 'ACTIVO',
      statusReason: 'nota',
      isPep: false,
      distrito: '150122',
    });
    await t.ctx.db.update(users).set({ statusReason: null }).where(eq(users.id, ana.user.id));
  });
});

describe('POST /api/updateUser (profile)', () => {
  it('saves the KYC data and phone, answers a fresh session, and keeps verified names', async () => {
    const maria = await signIn('40000003');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: bearer(maria),
      payload: { ...update, celular: '955111222', nombres: 'Otra Persona' },
    });
    expect(response.statusCode).toBe(200);
    const session = body<Session>(response);
    expect(session.message).toBe('Tus datos fueron actualizados.');
    expect(session.data).toMatchObject({
      ...update,
      mostrar_formulario: false,
      user: { nombres: 'María Elena', celular: '955111222' },
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, maria.user.id));
    expect(row?.profileUpdatedAt).toEqual(t.clock.now());
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(maria.user.id)), eq(auditLog.action, 'profile.update')));
    expect(audit).toMatchObject({
      actorId: maria.user.id,
      targetType: 'user',
      before: expect.objectContaining({ birthDate: null, celular: '976543210' }),
      after: expect.objectContaining({ birthDate: '1985-07-28', ubigeo: '040101', celular: '955111222' }),
    });
  });

  it('refuses a minor, a district outside the catalogue, and staff', async () => {
    const ana = await signIn('40000001');
    const minor = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: bearer(ana),
      payload: { ...update, date_birthday: '2010-01-01', distrito: '040199' },
    });
    expect(body(minor)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: {
          date_birthday: 'Debes ser mayor de edad para operar con nosotros.',
          distrito: expect.any(String),
        },
      },
    });
    const admin = await signIn('10000001');
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: bearer(admin),
      payload: update,
    });
    expect(body(staff).code).toBe('FORBIDDEN_ROLE');
  });
});

describe('PUT /api/skipFormUpdateData', () => {
  it('postpones the form 30 days, to the millisecond, then it asks again', async () => {
    const { session } = await freshLegacyCustomer();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/skipFormUpdateData',
      headers: bearer(session),
    });
    expect(body<UpdateFormFlags>(response).data).toEqual({
      mostrar_formulario: false,
      mostrar_formulario_obligatorio: false,
      postponedUntil: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    });
    expect((await signIn(session.dni)).mostrar_formulario).toBe(false);
    // Postponed until the millisecond before its 30 days; at their exact end it asks again.
    t.clock.advance(30 * 86_400_000 - 1);
    expect((await signIn(session.dni)).mostrar_formulario).toBe(false);
    t.clock.advance(1);
    expect((await signIn(session.dni)).mostrar_formulario).toBe(true);
  });

  it('is refused once the data is over 12 months old: the form is mandatory', async () => {
    t.clock.advance(366 * 86_400_000);
    const ana = await signIn('40000001');
    expect(ana).toMatchObject({ mostrar_formulario: true, mostrar_formulario_obligatorio: true });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/skipFormUpdateData',
      headers: bearer(ana),
    });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({
      code: 'PROFILE_UPDATE_REQUIRED',
      message: 'Actualiza tus datos para continuar.',
    });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: bearer(ana),
      payload: { ...update, date_birthday: '1992-03-08' },
    });
    expect(body<Session>(confirmed).data).toMatchObject({
      mostrar_formulario: false,
      mostrar_formulario_obligatorio: false,
    });
  });
});

/** A validated customer without KYC data, like the demo's María, made for one test. */
async function freshLegacyCustomer() {
  const maria = await signIn('40000003');
  await t.ctx.db
    .update(users)
    .set({
      birthDate: null,
      gender: null,
      ubigeo: null,
      direccion: null,
      ocupacion: null,
      profileUpdatedAt: null,
      formPostponedUntil: null,
    })
    .where(eq(users.id, maria.user.id));
  return { session: await signIn('40000003') };
}

describe('GET /api/ubigeo', () => {
  it('serves the whole INEI tree publicly: 25 departamentos, 196 provincias, 1,867 distritos', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ubigeo', headers: APP_KEY_HEADER });
    const tree = body<UbigeoTree>(response).data;
    expect(tree).toHaveLength(25);
    expect(tree.flatMap((region) => region.provincias)).toHaveLength(196);
    expect(
      tree.flatMap((region) => region.provincias.flatMap((province) => province.distritos)),
    ).toHaveLength(1867);
    const lima = tree.find((region) => region.code === '15')!;
    expect(lima.name).toBe('Lima');
    expect(lima.provincias.find((province) => province.code === '1501')!.distritos).toContainEqual({
      code: '150122',
      name: 'Miraflores',
    });
    expect(tree.map((region) => region.name).slice(0, 3)).toEqual(['Amazonas', 'Áncash', 'Apurímac']);
  });

  it('is cached by the browser (ETag, 304) and sent compressed, br before gzip', async () => {
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/ubigeo',
      headers: { ...APP_KEY_HEADER, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(zipped.headers['cache-control']).toMatch(/^public, max-age=86400/);
    const text = brotliDecompressSync(zipped.rawPayload).toString('utf8');
    const json = JSON.parse(text) as { data: UbigeoTree };
    expect(json.data).toHaveLength(25);
    expect(zipped.rawPayload.length).toBeLessThan(16_000);
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/api/ubigeo',
      headers: { ...APP_KEY_HEADER, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(text);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/ubigeo',
      headers: { ...APP_KEY_HEADER, 'accept-encoding': 'br', 'if-none-match': zipped.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
