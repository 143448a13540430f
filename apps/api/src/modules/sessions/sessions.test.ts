import type { DeviceSessionList, EndedSession, Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db/schema/index.ts';
import { LAST_SEEN_PRECISION_MS } from '../../platform/security/session-last-seen.ts';
import { signIn as signInStaff, signedInColaborador } from '../../../test/support/admin-orders.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { listen, openSocket, outcome, type Client } from '../../../test/support/sockets.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let url: string;
const opened: Client[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(dni: string, userAgent: string): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...APP_KEY_HEADER, 'user-agent': userAgent },
    payload: { dni, password: t.encrypt('Segura2026') },
  });
  expect(response.statusCode).toBe(200);
  return body<Session>(response).data;
}

const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(token) });
const end = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: bearer(token) });
const kyc = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/kyc', headers: bearer(token) });

const sessionIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

/** A customer signed in on a Windows laptop and an iPhone. */
async function laptopAndPhone() {
  const { session } = await registerCustomer(t);
  const laptop = await signIn(session.dni, WINDOWS_CHROME);
  const phone = await signIn(session.dni, IPHONE_SAFARI);
  return { registration: session, laptop, phone };
}

describe('GET /api/sessions', () => {
  it("lists the caller's open sessions, this one first and marked, with browser and system read from the user agent", async () => {
    const { registration, laptop, phone } = await laptopAndPhone();
    const other = await registerCustomer(t);

    const answer = await list(laptop.token);
    expect(answer.statusCode).toBe(200);
    const listed = body<DeviceSessionList>(answer).data.sessions;
    expect(listed.map((one) => one.id)).toHaveLength(3);
    expect(listed.map((one) => one.id).sort()).toEqual(
      [registration.token, laptop.token, phone.token].map(sessionIdOf).sort(),
    );
    expect(listed.map((one) => one.id)).not.toContain(sessionIdOf(other.session.token));
    expect(listed[0]).toMatchObject({
      id: sessionIdOf(laptop.token),
      current: true,
      browser: 'Chrome 131',
      system: 'Windows 10',
      deviceType: 'desktop',
      // inject() comes from 127.0.0.1: shown masked, as the person's own network.
      address: '127.0.0.x',
      network: 'local',
      signedInAt: t.clock.now().toISOString(),
    });
    expect(listed.find((one) => one.id === sessionIdOf(phone.token))).toMatchObject({
      current: false,
      browser: 'Safari 18',
      system: 'iOS 18.1',
      deviceType: 'mobile',
    });
  });
});

describe('DELETE /api/sessions/:id', () => {
  it('ends another device: its tokens are refused on the next request and its sockets close', async () => {
    const { laptop, phone } = await laptopAndPhone();
    const phoneSocket = openSocket(url, phone.token, opened);
    const laptopSocket = openSocket(url, laptop.token, opened);
    expect(await outcome(phoneSocket)).toBe('connected');
    expect(await outcome(laptopSocket)).toBe('connected');
    expect((await kyc(phone.token)).statusCode).toBe(200);

    const closed = new Promise<string>((resolve) => phoneSocket.once('disconnect', resolve));
    const answer = await end(laptop.token, sessionIdOf(phone.token));
    expect(answer.statusCode).toBe(200);
    expect(body<EndedSession>(answer).data).toEqual({ signedOut: false });

    const refused = await kyc(phone.token);
    expect(refused.statusCode).toBe(401);
    expect(body(refused).code).toBe('AUTH_TOKEN_INVALID');
    expect(await closed).toBe('io server disconnect');
    expect(laptopSocket.connected).toBe(true);
    expect((await kyc(laptop.token)).statusCode).toBe(200);
    const left = body<DeviceSessionList>(await list(laptop.token)).data.sessions.map((one) => one.id);
    expect(left).not.toContain(sessionIdOf(phone.token));
    // Ended once is ended: a second try finds nothing.
    expect(body(await end(laptop.token, sessionIdOf(phone.token))).code).toBe('SESSION_NOT_FOUND');
  });

  it('ending this very session signs the caller out', async () => {
    const { laptop, phone } = await laptopAndPhone();
    const answer = await end(laptop.token, sessionIdOf(laptop.token));
    expect(answer.statusCode).toBe(200);
    expect(body<EndedSession>(answer).data).toEqual({ signedOut: true });
    expect((await kyc(laptop.token)).statusCode).toBe(401);
    expect((await kyc(phone.token)).statusCode).toBe(200);
  });

  it("answers 404 for another person's session, and that session stays open", async () => {
    const { phone } = await laptopAndPhone();
    const stranger = await registerCustomer(t);
    const answer = await end(stranger.session.token, sessionIdOf(phone.token));
    expect(answer.statusCode).toBe(404);
    expect(body(answer).code).toBe('SESSION_NOT_FOUND');
    expect((await kyc(phone.token)).statusCode).toBe(200);
  });
});

describe('a password change', () => {
  it('ends every other session of the person and keeps this one open', async () => {
    const { registration, laptop, phone } = await laptopAndPhone();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: bearer(laptop.token),
      payload: {
        token: laptop.token,
        dni: laptop.dni,
        email: laptop.email,
        password: t.encrypt('Nueva2027x'),
        old_password: t.encrypt('Segura2026'),
      },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = body<Session>(changed).data;
    expect(sessionIdOf(fresh.token)).toBe(sessionIdOf(laptop.token));

    const listed = body<DeviceSessionList>(await list(fresh.token)).data.sessions;
    expect(listed.map((one) => ({ id: one.id, current: one.current }))).toEqual([
      { id: sessionIdOf(laptop.token), current: true },
    ]);
    for (const ended of [registration, phone]) {
      const [row] = await t.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(ended.token)));
      expect(row?.revokedAt).toEqual(t.clock.now());
      expect((await kyc(ended.token)).statusCode).toBe(401);
    }
  });
});

describe('every other path that ends sessions', () => {
  const openRows = async (userId: number) =>
    (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).filter(
      (row) => row.revokedAt === null,
    );

  it.each([
    ['staff block the customer', 'block'],
    ['staff change the customer’s email', 'email'],
  ] as const)('%s: every session row closes with the tokens, so no device shows as open', async (_, how) => {
    const { laptop, phone } = await laptopAndPhone();
    const userId = laptop.user.id;
    expect(await openRows(userId)).toHaveLength(3);
    const admin = await signInStaff(t, '10000001');
    const done =
      how === 'block'
        ? await t.app.inject({
            method: 'POST',
            url: `/api/admin/users/${userId}/block`,
            headers: admin,
            payload: { reason: 'Operaciones con tarjetas de terceros.' },
          })
        : await t.app.inject({
            method: 'PATCH',
            url: `/api/admin/users/${userId}`,
            headers: admin,
            payload: { email: `nuevo.${userId}@example.pe` },
          });
    expect(done.statusCode, done.body).toBe(200);
    expect(await openRows(userId)).toEqual([]);
    for (const ended of [laptop, phone]) expect((await kyc(ended.token)).statusCode).toBe(401);
  });

  it('an Administrador deactivates a Colaborador: every session row of theirs closes', async () => {
    const { user, headers } = await signedInColaborador(t);
    await signInStaff(t, user.documentNumber);
    expect(await openRows(user.id)).toHaveLength(2);
    const admin = await signInStaff(t, '10000001');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff-accounts/${user.id}/deactivate`,
      headers: admin,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await openRows(user.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions', headers })).statusCode).toBe(401);
  });
});

describe('last seen', () => {
  const lastSeenOf = async (token: string) =>
    (
      await t.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token)))
    )[0]?.lastSeenAt;

  it('is written once the interval has passed since the last write (the boundary writes), never in between', async () => {
    const { laptop } = await laptopAndPhone();
    const signedIn = t.clock.now();
    expect(await lastSeenOf(laptop.token)).toEqual(signedIn);

    t.clock.advance(LAST_SEEN_PRECISION_MS - 1);
    expect((await kyc(laptop.token)).statusCode).toBe(200);
    expect(await lastSeenOf(laptop.token)).toEqual(signedIn);

    t.clock.advance(1);
    expect((await kyc(laptop.token)).statusCode).toBe(200);
    const first = t.clock.now();
    expect(await lastSeenOf(laptop.token)).toEqual(first);

    t.clock.advance(LAST_SEEN_PRECISION_MS - 1);
    expect((await kyc(laptop.token)).statusCode).toBe(200);
    expect(await lastSeenOf(laptop.token)).toEqual(first);

    t.clock.advance(1);
    expect((await kyc(laptop.token)).statusCode).toBe(200);
    expect(await lastSeenOf(laptop.token)).toEqual(t.clock.now());
    expect(body<DeviceSessionList>(await list(laptop.token)).data.sessions[0]?.lastSeenAt).toBe(
      t.clock.now().toISOString(),
    );
  });
});
