import {
  CONSENT_TEXTS,
  ROLE_IDS,
  type ConsentRecord,
  type MarketingConsent,
  type Session,
} from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, users } from '../../platform/db/schema/index.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

async function register(overrides: Record<string, unknown> = {}) {
  const dni = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/crearUsuario',
    remoteAddress: '203.0.113.45',
    headers: { ...APP_KEY_HEADER, 'user-agent': BROWSER },
    payload: {
      tipo_documento: 'DNI',
      dni,
      nombres: 'Rosa Elena',
      apellido_paterno: 'Cárdenas',
      apellido_materno: 'Huillca',
      email: `rosa.${dni}@example.pe`,
      celular: '987001122',
      password: t.encrypt('Segura2026'),
      es_pep: false,
      acepta_terminos: true,
      acepta_datos: true,
      acepta_datos_sensibles: true,
      ...overrides,
    },
  });
  return response;
}

async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'accepted';
}

const recordsOf = (userId: number) =>
  t.ctx.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.id);

/** A customer whose last acceptance of each gating text is the given version. */
async function customerWithVersions(versions: { terminos: number; privacidad: number }) {
  const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', kycStep: 0 });
  await t.ctx.db.insert(consents).values([
    {
      userId: customer.id,
      document: 'terminos',
      version: versions.terminos,
      accepted: true,
      at: t.clock.now(),
    },
    {
      userId: customer.id,
      document: 'privacidad',
      version: versions.privacidad,
      accepted: true,
      at: t.clock.now(),
    },
  ]);
  await forgetPrincipal(t.ctx, customer.id);
  const response = await t.login(customer.documentNumber);
  expect(response.statusCode).toBe(200);
  return { customer, session: body<Session>(response).data };
}

describe('registration records each consent (docs/rules/personal-data.md#consentimientos)', () => {
  it('records terms, privacy and sensitive data in force, with the moment, address and browser', async () => {
    const response = await register();
    expect(response.statusCode).toBe(200);
    const session = body<Session>(response).data;
    expect(session.consentimientos_pendientes).toEqual([]);
    const records = await recordsOf(session.user.id);
    expect(records.map((row) => [row.document, row.version, row.accepted])).toEqual([
      ['terminos', CONSENT_TEXTS.terminos.version, true],
      ['privacidad', CONSENT_TEXTS.privacidad.version, true],
      ['datos-sensibles', CONSENT_TEXTS['datos-sensibles'].version, true],
    ]);
    for (const row of records) {
      expect(row).toMatchObject({ address: '203.0.113.45', userAgent: BROWSER, at: t.clock.now() });
    }
  });

  it('records marketing only when the separate box was ticked', async () => {
    const session = body<Session>(await register({ acepta_marketing: true })).data;
    const marketing = (await recordsOf(session.user.id)).filter((row) => row.document === 'marketing');
    expect(marketing).toMatchObject([{ version: CONSENT_TEXTS.marketing.version, accepted: true }]);
  });

  it('refuses a registration without the sensitive-data consent', async () => {
    const response = await register({ acepta_datos_sensibles: false });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('a new version of terms or privacy holds the customer until accepted', () => {
  const current = { terminos: CONSENT_TEXTS.terminos.version, privacidad: CONSENT_TEXTS.privacidad.version };

  it('lets through a customer who accepted exactly the versions in force', async () => {
    const { session } = await customerWithVersions(current);
    expect(session.consentimientos_pendientes).toEqual([]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
  });

  it('holds a customer one version behind on privacy, and lists it in the session', async () => {
    const { session } = await customerWithVersions({ ...current, privacidad: current.privacidad - 1 });
    expect(session.consentimientos_pendientes).toEqual([
      {
        documento: 'privacidad',
        version: current.privacidad,
        fecha: CONSENT_TEXTS.privacidad.date,
        ruta: CONSENT_TEXTS.privacidad.path,
      },
    ]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(session) });
    expect(refused.statusCode).toBe(428);
    expect(body(refused).code).toBe('CONSENT_REQUIRED');
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/consents/marketing',
      headers: bearer(session),
    });
    expect(body(orders).code).toBe('CONSENT_REQUIRED');
  });

  it('holds a customer one version behind on terms', async () => {
    const { session } = await customerWithVersions({ ...current, terminos: current.terminos - 1 });
    expect(session.consentimientos_pendientes.map((item) => item.documento)).toEqual(['terminos']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(session) });
    expect(body(refused).code).toBe('CONSENT_REQUIRED');
  });

  it('still reads the session and its KYC step, and signs out, while held', async () => {
    const { session } = await customerWithVersions({ ...current, privacidad: current.privacidad - 1 });
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: APP_KEY_HEADER,
      payload: { token: session.token },
    });
    expect(me.statusCode).toBe(200);
    expect(body<Session>(me).data.consentimientos_pendientes.map((item) => item.documento)).toEqual([
      'privacidad',
    ]);
    // The KYC step the web's guards read with the session.
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/stateUser/${session.user.id}`,
      headers: bearer(session),
    });
    expect(state.statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session) });
    expect(logout.statusCode).toBe(200);
  });

  it('goes on once the customer accepts the version in force, recording address and browser', async () => {
    const { customer, session } = await customerWithVersions({
      ...current,
      privacidad: current.privacidad - 1,
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/consents/accept',
      remoteAddress: '198.51.100.7',
      headers: { ...bearer(session), 'user-agent': BROWSER },
      payload: { documentos: [{ documento: 'privacidad', version: current.privacidad }] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(body(accepted).data).toEqual({ consentimientos_pendientes: [] });
    const [last] = (await recordsOf(customer.id)).slice(-1);
    expect(last).toMatchObject({
      document: 'privacidad',
      version: current.privacidad,
      accepted: true,
      address: '198.51.100.7',
      userAgent: BROWSER,
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(session) });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses an acceptance naming a version that is not the one in force', async () => {
    const { customer, session } = await customerWithVersions({
      ...current,
      privacidad: current.privacidad - 1,
    });
    const before = (await recordsOf(customer.id)).length;
    for (const version of [current.privacidad - 1, current.privacidad + 1]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/consents/accept',
        headers: bearer(session),
        payload: { documentos: [{ documento: 'privacidad', version }] },
      });
      expect(response.statusCode).toBe(409);
      expect(body(response).code).toBe('CONSENT_VERSION_STALE');
    }
    expect(await recordsOf(customer.id)).toHaveLength(before);
  });

  it('does not hold staff', async () => {
    const headers = await t.authAs('admin');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/my-permissions', headers });
    expect(response.statusCode).toBe(200);
  });
});

describe('marketing consent: separate, optional, revocable from Perfil', () => {
  it('grants and withdraws with a new record each time', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const session = body<Session>(await t.login(customer.documentNumber)).data;
    const read = async () =>
      body<MarketingConsent>(
        await t.app.inject({ method: 'GET', url: '/api/consents/marketing', headers: bearer(session) }),
      ).data;
    expect(await read()).toEqual({ otorgado: false, desde: null });
    const set = (otorgar: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/consents/marketing',
        remoteAddress: '198.51.100.9',
        headers: { ...bearer(session), 'user-agent': BROWSER },
        payload: { otorgar },
      });
    expect(body<MarketingConsent>(await set(true)).data).toEqual({
      otorgado: true,
      desde: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    expect(body<MarketingConsent>(await set(false)).data.otorgado).toBe(false);
    expect(await read()).toEqual({ otorgado: false, desde: t.clock.now().toISOString() });
    const marketing = (await recordsOf(customer.id)).filter((row) => row.document === 'marketing');
    expect(marketing.map((row) => row.accepted)).toEqual([true, false]);
    expect(marketing[1]).toMatchObject({ address: '198.51.100.9', userAgent: BROWSER });
  });
});

describe('the mailer sends marketing only with current consent', () => {
  const promotion = (recipientId: number, to: string) =>
    ({
      kind: 'marketing',
      recipientId,
      to,
      subject: 'Tipo de cambio preferencial',
      text: 'Solo hoy.',
    }) as const;

  it('refuses a marketing mail without consent, queues it with it, refuses it again once withdrawn', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const mail = promotion(customer.id, customer.email);
    await expect(t.ctx.mailer.enqueue(t.ctx.db, mail)).rejects.toMatchObject({
      code: 'MARKETING_CONSENT_MISSING',
    });
    // A mail the service needs goes regardless.
    await t.ctx.mailer.enqueue(t.ctx.db, { to: customer.email, subject: 'Tu orden', text: 'Pagada.' });

    const grant = (accepted: boolean, version = CONSENT_TEXTS.marketing.version) =>
      t.ctx.db.insert(consents).values({
        userId: customer.id,
        document: 'marketing',
        version,
        accepted,
        at: t.clock.now(),
      });
    // An acceptance of an older marketing text is not consent to the one in force.
    await grant(true, CONSENT_TEXTS.marketing.version - 1);
    await expect(t.ctx.mailer.enqueue(t.ctx.db, mail)).rejects.toMatchObject({
      code: 'MARKETING_CONSENT_MISSING',
    });
    t.clock.advance(1_000);
    await grant(true);
    await t.ctx.mailer.enqueue(t.ctx.db, mail);
    expect(
      (await t.outbox()).filter((sent) => sent.to.includes(customer.email)).map((sent) => sent.subject),
    ).toEqual(expect.arrayContaining(['Tu orden', 'Tipo de cambio preferencial']));
    t.clock.advance(1_000);
    await grant(false);
    await expect(t.ctx.mailer.enqueue(t.ctx.db, mail)).rejects.toMatchObject({
      code: 'MARKETING_CONSENT_MISSING',
    });
  });
});

describe('the consent record is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even by hand', async () => {
    const customer = await insertCustomer(t.ctx);
    const [row] = await recordsOf(customer.id);
    for (const statement of [
      sql`update consents set version = 99 where id = ${row!.id}`,
      sql`update consents set accepted = false where id = ${row!.id}`,
      sql`delete from consents where id = ${row!.id}`,
      sql`truncate consents`,
    ]) {
      expect(await refusal(t.ctx.db.execute(statement))).toMatch(/never updated or deleted/);
    }
    expect(await recordsOf(customer.id)).toContainEqual(row);
  });
});

describe('the backfill of migration 0036', () => {
  const [backfill] = fs
    .readFileSync(new URL('../../platform/db/migrations/0038_consents.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--.*\n)*INSERT/.test(statement));

  it('records what registration kept as version 1 at the account’s creation; staff and unaccepted get none', async () => {
    expect(backfill).toBeDefined();
    const createdAt = new Date('2025-06-10T14:30:00Z');
    const values = (dni: string, roleId: number, accepted: boolean) => ({
      roleId,
      documentType: 'DNI' as const,
      nationality: 'PE',
      documentNumber: dni,
      nombres: 'Antes',
      apellidoPaterno: 'De La',
      apellidoMaterno: 'Migración',
      email: `antes.${dni}@example.pe`,
      createdAt,
      ...(accepted ? { termsAcceptedAt: createdAt, termsVersion: '2026-11', dataConsentAt: createdAt } : {}),
    });
    const [old, staff, none] = await t.ctx.db
      .insert(users)
      .values([
        values('61000001', ROLE_IDS.Cliente, true),
        values('61000002', ROLE_IDS.Colaborador, true),
        values('61000003', ROLE_IDS.Cliente, false),
      ])
      .returning();
    await t.ctx.db.execute(sql.raw(backfill!));
    const rows = await recordsOf(old!.id);
    expect(
      rows.map((row) => [row.document, row.version, row.accepted, row.at, row.address, row.userAgent]).sort(),
    ).toEqual([
      ['datos-sensibles', 1, true, createdAt, null, null],
      ['privacidad', 1, true, createdAt, null, null],
      ['terminos', 1, true, createdAt, null, null],
    ]);
    expect(await recordsOf(staff!.id)).toEqual([]);
    expect(await recordsOf(none!.id)).toEqual([]);
  });
});

describe('staff see a customer’s consent history', () => {
  it('lists every record newest first to staff with the customers module', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    t.clock.advance(60_000);
    await t.ctx.db.insert(consents).values({
      userId: customer.id,
      document: 'marketing',
      version: CONSENT_TEXTS.marketing.version,
      accepted: true,
      at: t.clock.now(),
      address: '198.51.100.20',
      userAgent: BROWSER,
    });
    const url = `/api/admin/users/${customer.id}/consents`;
    const response = await t.app.inject({ method: 'GET', url, headers: await t.authAs('admin') });
    expect(response.statusCode).toBe(200);
    const history = body<ConsentRecord[]>(response).data;
    expect(history[0]).toMatchObject({
      documento: 'marketing',
      aceptado: true,
      ip: '198.51.100.20',
      navegador: BROWSER,
      fecha: t.clock.now().toISOString(),
    });
    expect(
      history
        .slice(1)
        .map((row) => row.documento)
        .sort(),
    ).toEqual(['datos-sensibles', 'privacidad', 'terminos']);

    const viewer = await insertColaborador(t.ctx, [{ module: 'users', canView: true, canEdit: false }]);
    const asViewer = body<Session>(await t.login(viewer.documentNumber)).data;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(asViewer) })).statusCode).toBe(200);
    const outsider = await insertColaborador(t.ctx, [{ module: 'pagos', canView: true, canEdit: true }]);
    const asOutsider = body<Session>(await t.login(outsider.documentNumber)).data;
    const refused = await t.app.inject({ method: 'GET', url, headers: bearer(asOutsider) });
    expect(body(refused).code).toBe('FORBIDDEN_MODULE');
  });

  it('answers not found for someone who is not a customer', async () => {
    const staff = await insertColaborador(t.ctx);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${staff.id}/consents`,
      headers: await t.authAs('admin'),
    });
    expect(body(response).code).toBe('USER_NOT_FOUND');
  });
});
