import type { Session } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../../test/support/customers.ts';
import { createdStaff, restorePassword, restoreTokenOf } from '../../../test/support/staff-accounts.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { isCommonPassword } from './password-policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const COMMON_MESSAGE = /^Esa contraseña es muy común/;

function expectCommonRefusal(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'PASSWORD_COMMON',
    data: { fields: { password: expect.stringMatching(COMMON_MESSAGE) } },
  });
}

describe('common passwords (decision 064)', () => {
  it('are recognised whatever their case and with digits or symbols added at the end', () => {
    for (const password of [
      'Password1',
      'PASSWORD123',
      'Qwerty123!',
      'Marisol1990!',
      'TeAmo2024',
      'Alianza1901',
    ])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['Mirador2026', 'Segura2026', 'Cambix123', 'Huancayo#Sur7', 'Ab1234567'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('`Password1` is refused on registration, under the password field', async () => {
    const refused = await registerCustomer(t, { password: t.encrypt('Password1') }).catch(
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/PASSWORD_COMMON/);
    expect(refused).toMatch(/Esa contraseña es muy común/);
  });

  it('`Password1` is refused on a reset from the mailed link, which stays usable', async () => {
    const { session } = await registerCustomer(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/recoverypassword',
      headers: APP_KEY_HEADER,
      payload: { email: session.email },
    });
    const token = restoreTokenOf(await t.waitForMail(session.email, 2));
    expectCommonRefusal(await restorePassword(t, token, 'Password1'));
    expect((await restorePassword(t, token, 'Mirador2026')).statusCode).toBe(200);
  });

  it('`Password1` is refused on a password change', async () => {
    const { session } = await registerCustomer(t);
    const change = (next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/updateUser',
        headers: { authorization: `Bearer ${session.token}` },
        payload: {
          token: session.token,
          dni: session.dni,
          email: session.email,
          password: t.encrypt(next),
          old_password: t.encrypt('Segura2026'),
        },
      });
    expectCommonRefusal(await change('Password1'));
    expect(body<Session>(await change('Mirador2026')).success).toBe(true);
  });

  it('`Password1` is refused as a staff member’s first password from the invitation link', async () => {
    const { input } = await createdStaff(t, await t.authAs('admin'));
    const token = restoreTokenOf(await t.waitForMail(input.email));
    expectCommonRefusal(await restorePassword(t, token, 'Password1'));
    expect((await restorePassword(t, token, 'Mirador2026')).statusCode).toBe(200);
  });
});
