import { DEFAULT_SETTINGS, type EnrolmentResult, type Session, type TotpEnrolment } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador } from '../../../test/support/admin-customers.ts';
import { auditOf } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { secondFactors, sessions, settings } from '../../platform/db/schema/index.ts';
import { forgetSettings } from '../settings/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const STEP_MS = 30_000;
const MINUTE = 60_000;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  payload === undefined
    ? t.app.inject({ method, url, headers })
    : t.app.inject({ method, url, headers, payload });

/** What a code app shows for a secret at a given time step (the library, not our code). */
const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: step * STEP_MS,
  });
const stepNow = () => Math.floor(t.clock.now().getTime() / STEP_MS);
const bearer = (session: Session): Headers => ({ authorization: `Bearer ${session.token}` });

/** A new Colaborador, signed in with their password (no factor yet). */
async function newStaff() {
  const user = await insertColaborador(t.ctx, [{ module: 'ajustes', canView: true, canEdit: true }]);
  const response = await t.login(user.documentNumber);
  expect(response.statusCode, response.body).toBe(200);
  return { user, headers: bearer(body<Session>(response).data) };
}

/** Enrols a code app for the signed-in caller; answers the secret and the recovery codes shown once. */
async function enrolTotp(headers: Headers, pendingToken?: string) {
  const started = await call(
    'POST',
    '/api/second-factor/totp',
    headers,
    pendingToken ? { pendingToken } : {},
  );
  expect(started.statusCode, started.body).toBe(200);
  const { secret, enrolmentToken } = body<TotpEnrolment>(started).data;
  const confirmed = await call('POST', '/api/second-factor/totp/confirm', headers, {
    enrolmentToken,
    code: codeAt(secret, stepNow()),
    ...(pendingToken ? { pendingToken } : {}),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, ...body<EnrolmentResult>(confirmed).data };
}

const pendingOf = (response: LightMyRequestResponse) =>
  body<{ pendingToken: string; methods: string[] }>(response).data;

const signInWith = (pendingToken: string, proof: unknown) =>
  call('POST', '/api/auth/second-factor', APP_KEY_HEADER, { pendingToken, proof });

const stepUp = (headers: Headers, code: string) =>
  call('POST', '/api/second-factor/step-up', headers, { method: 'totp', code });

describe('enrolling a code app (TOTP)', () => {
  it('stores the secret sealed, never returns it again, and shows 10 recovery codes once', async () => {
    const { user, headers } = await newStaff();
    const { secret, recoveryCodes, session } = await enrolTotp(headers);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(session).toBeNull();
    const status = await call('GET', '/api/second-factor', headers);
    expect(status.body).not.toContain(secret);
    expect(body<{ factors: { kind: string }[]; recoveryCodesLeft: number }>(status).data).toMatchObject({
      factors: [{ kind: 'totp' }],
      recoveryCodesLeft: 10,
    });
    const [row] = await t.ctx.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
    expect(row?.totpSecretSealed).toBeTruthy();
    expect(row?.totpSecretSealed).not.toContain(secret);
  });

  it('refuses a wrong first code and stores nothing', async () => {
    const { user, headers } = await newStaff();
    const started = body<TotpEnrolment>(await call('POST', '/api/second-factor/totp', headers, {})).data;
    const wrong = await call('POST', '/api/second-factor/totp/confirm', headers, {
      enrolmentToken: started.enrolmentToken,
      code: codeAt(started.secret, stepNow() - 2),
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).code).toBe('SECOND_FACTOR_INVALID');
    expect(await t.ctx.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id))).toEqual([]);
  });
});

describe('signing in with a second factor', () => {
  it('the password alone yields only a pending token, which is no session and signs in once', async () => {
    const { user, headers } = await newStaff();
    const { secret } = await enrolTotp(headers);
    t.clock.advance(STEP_MS);
    const password = await t.login(user.documentNumber);
    expect(password.statusCode).toBe(428);
    expect(body(password).code).toBe('AUTH_SECOND_FACTOR_REQUIRED');
    const { pendingToken, methods } = pendingOf(password);
    expect(methods).toEqual(['totp', 'recovery']);
    expect(password.body).not.toContain('"token"');
    // Not a session: neither as a bearer nor to restore one.
    const asBearer = await call('GET', '/api/second-factor', { authorization: `Bearer ${pendingToken}` });
    expect(asBearer.statusCode).toBe(401);
    const restored = await call('POST', '/api/auth/me', APP_KEY_HEADER, { token: pendingToken });
    expect(restored.statusCode).toBe(401);

    const signedIn = await signInWith(pendingToken, { method: 'totp', code: codeAt(secret, stepNow()) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = body<Session>(signedIn).data;
    expect((await call('GET', '/api/second-factor', bearer(session))).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.createdAt);
    expect(row).toBeDefined();

    t.clock.advance(STEP_MS);
    const again = await signInWith(pendingToken, { method: 'totp', code: codeAt(secret, stepNow()) });
    expect(body(again).code).toBe('SECOND_FACTOR_PENDING_INVALID');
  });

  it('a recovery code signs in once; the same code is refused the second time', async () => {
    const { user, headers } = await newStaff();
    const { recoveryCodes } = await enrolTotp(headers);
    const code = recoveryCodes?.[3] ?? '';
    const first = pendingOf(await t.login(user.documentNumber)).pendingToken;
    const used = await signInWith(first, { method: 'recovery', code: code.toLowerCase() });
    expect(used.statusCode, used.body).toBe(200);
    const second = pendingOf(await t.login(user.documentNumber)).pendingToken;
    const reused = await signInWith(second, { method: 'recovery', code });
    expect(reused.statusCode).toBe(400);
    expect(body(reused).code).toBe('SECOND_FACTOR_INVALID');
    const status = await call('GET', '/api/second-factor', bearer(body<Session>(used).data));
    expect(body<{ recoveryCodesLeft: number }>(status).data.recoveryCodesLeft).toBe(9);
  });

  it('a code already accepted is refused again (replay), at sign-in as at step-up', async () => {
    const { user, headers } = await newStaff();
    const { secret } = await enrolTotp(headers);
    t.clock.advance(STEP_MS);
    const code = codeAt(secret, stepNow());
    expect((await stepUp(headers, code)).statusCode).toBe(200);
    expect(body(await stepUp(headers, code)).code).toBe('SECOND_FACTOR_INVALID');
    const pending = pendingOf(await t.login(user.documentNumber)).pendingToken;
    expect(body(await signInWith(pending, { method: 'totp', code })).code).toBe('SECOND_FACTOR_INVALID');
  });

  it('TOTP at the window edges: the previous step counts, two steps away does not, to the millisecond', async () => {
    const { headers } = await newStaff();
    const { secret } = await enrolTotp(headers);
    const k = stepNow() + 3;
    // The first millisecond of step k: k - 1 is the previous step, k - 2 is two away.
    t.clock.set(new Date(k * STEP_MS));
    expect(body(await stepUp(headers, codeAt(secret, k - 2))).code).toBe('SECOND_FACTOR_INVALID');
    expect((await stepUp(headers, codeAt(secret, k - 1))).statusCode).toBe(200);
    // The last millisecond of step k + 1: k is still the previous step.
    t.clock.set(new Date((k + 2) * STEP_MS - 1));
    expect((await stepUp(headers, codeAt(secret, k))).statusCode).toBe(200);
    // One millisecond later k + 1 is the previous step, and an unused code of step k + 1 …
    t.clock.set(new Date((k + 3) * STEP_MS));
    // … is two steps away from k + 3 a step later: refused.
    expect(body(await stepUp(headers, codeAt(secret, k + 1))).code).toBe('SECOND_FACTOR_INVALID');
    expect((await stepUp(headers, codeAt(secret, k + 2))).statusCode).toBe(200);
  });

  it('wrong codes are throttled per account like the password: the fifth locks it', async () => {
    const { user, headers } = await newStaff();
    const { secret } = await enrolTotp(headers);
    const wrong = codeAt(secret, stepNow() + 10);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const pending = pendingOf(await t.login(user.documentNumber)).pendingToken;
      answers.push((await signInWith(pending, { method: 'totp', code: wrong })).statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    t.clock.advance(STEP_MS);
    const pending = pendingOf(await t.login(user.documentNumber)).pendingToken;
    const locked = await signInWith(pending, { method: 'totp', code: codeAt(secret, stepNow()) });
    expect(locked.statusCode).toBe(429);
    expect(body(locked).code).toBe('AUTH_THROTTLED');
    t.clock.advance(5 * MINUTE);
  });
});

describe('step-up before sensitive actions', () => {
  const saveFees = (headers: Headers) =>
    call('PUT', '/api/admin/settings/fees', headers, DEFAULT_SETTINGS.fees);

  it('passes while the last second factor is fresh, exactly at the window, and asks again just after', async () => {
    const { headers } = await newStaff();
    const { secret } = await enrolTotp(headers);
    expect((await saveFees(headers)).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await saveFees(headers)).statusCode).toBe(200);
    t.clock.advance(1);
    const asked = await saveFees(headers);
    expect(asked.statusCode).toBe(403);
    expect(body(asked)).toMatchObject({ code: 'STEP_UP_REQUIRED', data: { methods: ['totp', 'recovery'] } });
    t.clock.advance(STEP_MS);
    expect((await stepUp(headers, codeAt(secret, stepNow()))).statusCode).toBe(200);
    expect((await saveFees(headers)).statusCode).toBe(200);
  });

  it('a session signed in with the password only, before enrolling elsewhere, is asked', async () => {
    const { user, headers } = await newStaff();
    const other = bearer(body<Session>(await t.login(user.documentNumber)).data);
    await enrolTotp(headers);
    expect((await saveFees(other)).statusCode).toBe(403);
    expect((await saveFees(headers)).statusCode).toBe(200);
  });

  it('nobody without a factor is asked while the setting does not bind them', async () => {
    const { headers } = await newStaff();
    expect((await saveFees(headers)).statusCode).toBe(200);
  });
});

describe('renewing the recovery codes', () => {
  const renew = (headers: Headers) => call('POST', '/api/second-factor/recovery-codes', headers);

  it('asks the second factor again when it is stale, then gives a new set and every earlier code stops working', async () => {
    const { user, headers } = await newStaff();
    const { secret, recoveryCodes: first } = await enrolTotp(headers);
    t.clock.advance(10 * MINUTE + 1);
    const asked = await renew(headers);
    expect([asked.statusCode, body(asked).code]).toEqual([403, 'STEP_UP_REQUIRED']);
    t.clock.advance(STEP_MS);
    expect((await stepUp(headers, codeAt(secret, stepNow()))).statusCode).toBe(200);
    const renewed = await renew(headers);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = body<{ recoveryCodes: string[] }>(renewed).data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => first?.includes(code))).toBe(false);
    expect(await auditOf(t, 'second-factor.recovery-codes-renewed', user.id)).toEqual([
      expect.objectContaining({ actorId: user.id }),
    ]);

    const old = await signInWith(pendingOf(await t.login(user.documentNumber)).pendingToken, {
      method: 'recovery',
      code: first?.[0] ?? '',
    });
    expect([old.statusCode, body(old).code]).toEqual([400, 'SECOND_FACTOR_INVALID']);
    const used = await signInWith(pendingOf(await t.login(user.documentNumber)).pendingToken, {
      method: 'recovery',
      code: fresh[0]!,
    });
    expect(used.statusCode, used.body).toBe(200);
  });

  it('refuses someone with no factor: codes stand in for one', async () => {
    const { headers } = await newStaff();
    const refused = await renew(headers);
    expect([refused.statusCode, body(refused).code]).toEqual([409, 'SECOND_FACTOR_NONE']);
  });
});

describe('the setting requiring a second factor of staff', () => {
  it('after the password, staff without one must enrol before anything else; customers are not bound', async () => {
    const admin = await t.authAs('admin');
    const security = { staffSecondFactor: 'always', stepUpMinutes: 10 };
    const saved = await call('PUT', '/api/admin/settings/security', admin, security);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const user = await insertColaborador(t.ctx, []);
      const password = await t.login(user.documentNumber);
      expect(password.statusCode).toBe(428);
      expect(body(password).code).toBe('AUTH_SECOND_FACTOR_ENROL_REQUIRED');
      const { pendingToken } = pendingOf(password);
      // The enrolment token is not a second-factor sign-in token.
      expect(body(await signInWith(pendingToken, { method: 'recovery', code: 'AAAAA-AAAAA' })).code).toBe(
        'SECOND_FACTOR_PENDING_INVALID',
      );
      const { session, recoveryCodes } = await enrolTotp(APP_KEY_HEADER, pendingToken);
      expect(recoveryCodes).toHaveLength(10);
      expect(session?.user.id).toBe(user.id);
      expect((await call('GET', '/api/second-factor', bearer(session as Session))).statusCode).toBe(200);

      const customer = await t.login('40000001');
      expect(customer.statusCode).toBe(200);
      // The Administrador has no factor: bound now, they too are asked before changing it back.
      const back = await call('PUT', '/api/admin/settings/security', admin, DEFAULT_SETTINGS.security);
      expect(body(back)).toMatchObject({ code: 'STEP_UP_REQUIRED', data: { methods: [] } });
    } finally {
      await t.ctx.db.delete(settings).where(eq(settings.key, 'security'));
      await forgetSettings(t.ctx, 'security');
    }
  });

  it('only an Administrador saves it', async () => {
    const { headers } = await newStaff();
    const refused = await call('PUT', '/api/admin/settings/security', headers, DEFAULT_SETTINGS.security);
    expect(refused.statusCode).toBe(403);
  });
});

describe('an Administrador resets another staff member’s factors', () => {
  it('removes their factors and recovery codes, audited; their own is refused', async () => {
    const { user, headers } = await newStaff();
    await enrolTotp(headers);
    const admin = await t.authAs('admin');
    const reset = await call('POST', `/api/admin/staff-accounts/${user.id}/second-factor/reset`, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.ctx.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id))).toEqual([]);
    expect((await t.login(user.documentNumber)).statusCode).toBe(200);
    const [audit] = await auditOf(t, 'second-factor.reset', user.id);
    expect(audit).toMatchObject({ after: { factors: [] } });
    expect(audit?.before).toMatchObject({ factors: [{ kind: 'totp' }] });

    const adminId = (await t.sessionOf('admin')).user.id;
    const own = await call('POST', `/api/admin/staff-accounts/${adminId}/second-factor/reset`, admin);
    expect(own.statusCode).toBe(403);
    expect(body(own).code).toBe('SECOND_FACTOR_OWN_RESET');
  });
});
