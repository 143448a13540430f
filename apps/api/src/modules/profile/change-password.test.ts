import type { Session } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/db/schema/index.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function change(
  session: Session,
  passwords: { old: string; next: string },
  overrides: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/updateUser',
    headers: { authorization: `Bearer ${session.token}` },
    payload: {
      token: session.token,
      dni: session.dni,
      email: session.email,
      password: t.encrypt(passwords.next),
      old_password: t.encrypt(passwords.old),
      ...overrides,
    },
  });
}

describe('POST /api/updateUser (password change)', () => {
  it('changes the password, keeps this tab signed in and ends every other session', async () => {
    const { session } = await registerCustomer(t);
    const otherDevice = body<Session>(await t.login(session.dni, 'Segura2026')).data;

    const response = await change(session, { old: 'Segura2026', next: 'Nueva2027x' });
    expect(response.statusCode).toBe(200);
    const fresh = body<Session>(response);
    expect(fresh.message).toBe('Tu contraseña fue actualizada.');
    expect(fresh.data.token).not.toBe(session.token);

    const withNew = await t.app.inject({
      method: 'GET',
      url: '/api/user/kyc',
      headers: { authorization: `Bearer ${fresh.data.token}` },
    });
    expect(withNew.statusCode).toBe(200);
    for (const old of [session.token, otherDevice.token]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/user/kyc',
        headers: { authorization: `Bearer ${old}` },
      });
      expect(refused.statusCode).toBe(401);
      expect(body(refused).code).toBe('AUTH_TOKEN_INVALID');
    }
    expect((await t.login(session.dni, 'Segura2026')).statusCode).toBe(401);
    expect((await t.login(session.dni, 'Nueva2027x')).statusCode).toBe(200);

    const mail = await t.waitForMail(session.email, 2);
    expect(mail.subject).toBe('Tu contraseña de Cambix fue cambiada');
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, String(session.user.id)), eq(auditLog.action, 'user.password-change')),
      );
    expect(audit).toMatchObject({ actorId: session.user.id, targetType: 'user' });
    expect(JSON.stringify(audit)).not.toMatch(/Nueva2027x|Segura2026/);
  });

  it('refuses a wrong old password, naming the field', async () => {
    const { session } = await registerCustomer(t);
    const response = await change(session, { old: 'Otra12345', next: 'Nueva2027x' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'PASSWORD_OLD_INCORRECT',
      message: 'Tu contraseña actual no es correcta.',
      data: { fields: { old_password: 'Tu contraseña actual no es correcta.' } },
    });
    expect((await t.login(session.dni, 'Segura2026')).statusCode).toBe(200);
  });

  it('refuses a weak new password, the same password, and another person’s token, document or email', async () => {
    const { session } = await registerCustomer(t);
    const weak = await change(session, { old: 'Segura2026', next: 'corta' });
    expect(body(weak)).toMatchObject({
      code: 'PASSWORD_WEAK',
      data: { fields: { password: expect.any(String) } },
    });
    const same = await change(session, { old: 'Segura2026', next: 'Segura2026' });
    expect(body(same)).toMatchObject({
      data: { fields: { password: 'Elige una contraseña distinta de la actual.' } },
    });

    const ana = await t.sessionOf('cliente');
    const others: Record<string, string>[] = [{ dni: ana.dni }, { email: ana.email }, { token: ana.token }];
    for (const overrides of others) {
      const response = await change(session, { old: 'Segura2026', next: 'Nueva2027x' }, overrides);
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('FORBIDDEN_OWNER');
    }
    expect((await t.login(session.dni, 'Segura2026')).statusCode).toBe(200);
  });

  it('a wrong old password 6+ times is throttled per account, even with the right one, until the lock passes', async () => {
    const { session } = await registerCustomer(t);
    const statuses = [];
    for (let guess = 1; guess <= 5; guess++) {
      statuses.push((await change(session, { old: `Adivina${guess}x`, next: 'Nueva2027x' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await change(session, { old: 'Segura2026', next: 'Nueva2027x' });
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toMatchObject({ code: 'AUTH_THROTTLED', data: { retryAfterSeconds: 60 } });
    expect(body(locked).message).toMatch(/Espera 1 minuto/);

    // Guessing here locks this door only: signing in with the password still works.
    expect((await t.login(session.dni, 'Segura2026')).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await change(session, { old: 'Segura2026', next: 'Nueva2027x' })).statusCode).toBe(200);
  });
});
