import type { Session } from '@cambix/contract';
import { decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/index.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/me', headers: APP_KEY_HEADER, payload: { token } });

describe('POST /api/auth/me', () => {
  it('returns the user and a fresh token that still ends 6 h after sign-in', async () => {
    const signedIn = body<Session>(await t.login('10000003')).data;
    t.clock.advance(2 * 3600_000);
    const response = await me(signedIn.token);
    expect(response.statusCode).toBe(200);
    const restored = body<Session>(response).data;
    expect(restored.user).toMatchObject({ id: signedIn.user.id, rol: { name: 'Colaborador' } });
    expect(restored.token).not.toBe(signedIn.token);
    expect(decodeJwt(restored.token).exp).toBe(decodeJwt(signedIn.token).exp);
    expect(decodeJwt(restored.token).exp! - decodeJwt(signedIn.token).iat!).toBe(6 * 3600);
  });

  it('refuses a token once its 6 hours are over', async () => {
    const signedIn = body<Session>(await t.login('10000004')).data;
    t.clock.advance(6 * 3600_000 + 1000);
    const response = await me(signedIn.token);
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('AUTH_SESSION_EXPIRED');
  });

  it('refuses a token revoked by a token-version bump, and the new one works', async () => {
    const signedIn = body<Session>(await t.login('40000001')).data;
    await t.ctx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, signedIn.user.id));
    await forgetPrincipal(t.ctx, signedIn.user.id);
    const revoked = await me(signedIn.token);
    expect(revoked.statusCode).toBe(401);
    expect(body(revoked).code).toBe('AUTH_TOKEN_INVALID');
    const again = body<Session>(await t.login('40000001')).data;
    expect((await me(again.token)).statusCode).toBe(200);
  });

  it('refuses a forged or malformed token', async () => {
    const signedIn = body<Session>(await t.login('10000001')).data;
    const [header, payload] = signedIn.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('firma-falsa').toString('base64url')}`;
    expect(body(await me(forged)).code).toBe('AUTH_TOKEN_INVALID');
    expect(body(await me('no-es-un-token')).code).toBe('AUTH_TOKEN_INVALID');
  });
});
