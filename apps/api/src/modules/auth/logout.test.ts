import type { Session } from '@cambix/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const kyc = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/kyc', headers: bearer(token) });

const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/me', headers: APP_KEY_HEADER, payload: { token } });

/** Two sign-ins of one customer: the registration's session (this phone) and a login elsewhere. */
async function twoSessions() {
  const { session: phone } = await registerCustomer(t);
  const laptop = body<Session>(await t.login(phone.dni, 'Segura2026')).data;
  return { phone, laptop };
}

describe('POST /api/auth/logout', () => {
  it('logout makes the token answer 401 while another session of the same user keeps working', async () => {
    const { phone, laptop } = await twoSessions();
    // A refreshed token belongs to the same session, so it ends with it.
    const refreshed = body<Session>(await refresh(phone.token)).data.token;
    expect((await kyc(refreshed)).statusCode).toBe(200);

    const answer = await logout(phone.token);
    expect(answer.statusCode).toBe(200);
    expect(body(answer)).toEqual({ success: true, data: null, message: 'Cerraste sesión.' });

    for (const token of [phone.token, refreshed]) {
      const refused = await kyc(token);
      expect(refused.statusCode).toBe(401);
      expect(body(refused).code).toBe('AUTH_TOKEN_INVALID');
      expect((await refresh(token)).statusCode).toBe(401);
      expect((await logout(token)).statusCode).toBe(401);
    }
    expect((await kyc(laptop.token)).statusCode).toBe(200);
    expect((await refresh(laptop.token)).statusCode).toBe(200);
  });

  it('ends the sockets of that session on the spot, and only those', async () => {
    const { phone, laptop } = await twoSessions();
    const phoneSocket = openSocket(url, phone.token, opened);
    const laptopSocket = openSocket(url, laptop.token, opened);
    expect(await outcome(phoneSocket)).toBe('connected');
    expect(await outcome(laptopSocket)).toBe('connected');

    const ended = new Promise<string>((resolve) => phoneSocket.once('disconnect', resolve));
    expect((await logout(phone.token)).statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(laptopSocket.connected).toBe(true);
    expect(await outcome(openSocket(url, phone.token, opened))).toBe('AUTH_TOKEN_INVALID');
  });

  it('needs a session token', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: APP_KEY_HEADER,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).code).toBe('AUTH_REQUIRED');
  });
});
