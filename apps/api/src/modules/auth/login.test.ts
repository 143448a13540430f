import crypto from 'node:crypto';
import type { PublicKey, Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/index.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { encryptPassword, PASSWORD_BLOCK_WINDOW_MS } from '../../platform/security/password-decryption.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs a customer in by document number with the session the web needs', async () => {
    const response = await t.login('40000001');
    expect(response.statusCode).toBe(200);
    const session = body<Session>(response).data;
    expect(session).toMatchObject({
      id_rol: 2,
      isPremium: false,
      isSpecial: false,
      dni: '40000001',
      email: 'ana.quispe@cambix.test',
      useReferredCode: null,
      user: {
        nombres: 'Ana Lucía',
        apellido_paterno: 'Quispe',
        apellido_materno: 'Mamani',
        rol: { id: 2, name: 'Cliente' },
        state: 0,
        accountStatus: 'ACTIVO',
      },
    });
    expect(session.userBanks).toHaveLength(1);
    expect(session.userBanks[0]).toMatchObject({
      bank: { code: '002' },
      currency: 'PEN',
      accountNumber: '19112345678012',
    });
    expect(session.token.split('.')).toHaveLength(3);
    expect(JSON.stringify(session)).not.toMatch(/password|hash/i);
  });

  it('signs in by email, whatever its case, and the token opens protected routes', async () => {
    const response = await t.login('ADMIN@Cambix.test');
    expect(response.statusCode).toBe(200);
    const session = body<Session>(response).data;
    expect(session.user.rol.name).toBe('Administrador');
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/stateUser/${session.user.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(body(state)).toEqual({ success: true, data: [{ state: 0 }], message: '' });
  });

  it('answers a wrong password and an unknown user exactly alike', async () => {
    const wrongPassword = await t.login('10000005', 'Otra1234');
    const unknownUser = await t.login('99999999', 'Otra1234');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    // Every 401 names the scheme its credential is sent with.
    expect(wrongPassword.headers['www-authenticate']).toBe('Bearer realm="cambix"');
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(body(wrongPassword)).toMatchObject({ success: false, code: 'AUTH_INVALID_CREDENTIALS' });
  });

  it('refuses a blocked account after checking its password', async () => {
    await t.ctx.db
      .update(users)
      .set({ accountStatus: 'BLOQUEADO' })
      .where(eq(users.documentNumber, '40000002'));
    const response = await t.login('40000002');
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('AUTH_ACCOUNT_BLOCKED');
    await t.ctx.db
      .update(users)
      .set({ accountStatus: 'REGISTRADO' })
      .where(eq(users.documentNumber, '40000002'));
  });

  it('refuses a password that was not encrypted with our key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: APP_KEY_HEADER,
      payload: { dni: '40000001', password: 'Cambix123' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('AUTH_PASSWORD_UNREADABLE');
  });

  it('refuses a request without an application key or token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { dni: 'x', password: 'y' },
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('APP_KEY_INVALID');
  });

  it('names missing fields in Spanish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: APP_KEY_HEADER,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      data: { fields: { dni: 'Ingresa tu documento o correo.', password: 'Ingresa tu contraseña.' } },
    });
  });
});

describe('the encrypted password block (decision 062)', () => {
  const sendBlock = (password: string, dni = '40000003') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: APP_KEY_HEADER,
      payload: { dni, password },
    });

  it('a replayed encrypted password block is refused, even one that signed in', async () => {
    const block = t.encrypt(DEMO_PASSWORD);
    expect((await sendBlock(block)).statusCode).toBe(200);
    const replay = await sendBlock(block);
    expect(replay.statusCode).toBe(400);
    expect(body(replay)).toMatchObject({ success: false, code: 'AUTH_PASSWORD_STALE' });
  });

  it('refuses a block sealed outside the window around the server clock, which the public key tells', async () => {
    const keyAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/public-key',
      headers: APP_KEY_HEADER,
    });
    const { serverTime } = body<PublicKey>(keyAnswer).data;
    expect(serverTime).toBe(t.clock.now().getTime());
    const sealedAt = (offset: number) => new Date(serverTime + offset);
    for (const offset of [-PASSWORD_BLOCK_WINDOW_MS - 1000, PASSWORD_BLOCK_WINDOW_MS + 1000]) {
      const refused = await sendBlock(encryptPassword(t.ctx.keys, DEMO_PASSWORD, sealedAt(offset)));
      expect(body(refused).code).toBe('AUTH_PASSWORD_STALE');
    }
    const late = encryptPassword(t.ctx.keys, DEMO_PASSWORD, sealedAt(-PASSWORD_BLOCK_WINDOW_MS + 1000));
    expect((await sendBlock(late)).statusCode).toBe(200);
  });

  it('refuses a block holding only the password, with no time and no nonce', async () => {
    const publicKey = crypto.createPublicKey({
      key: Buffer.from(t.ctx.keys.publicSpki, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const bare = crypto
      .publicEncrypt(
        { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(DEMO_PASSWORD),
      )
      .toString('base64');
    const response = await sendBlock(bare);
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('AUTH_PASSWORD_UNREADABLE');
  });
});
