import type { StaffAccount } from '@cambix/contract';
import { ERROR_MESSAGES } from '@cambix/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  listen,
  openSocket,
  outcome,
  tokenOf,
  withTwoInstances,
  type Client,
} from '../../../test/support/sockets.ts';
import {
  createdStaff,
  invitedAndSignedIn,
  restorePassword,
  restoreTokenOf,
  staffAccountAction,
  staffAuditOf,
  STAFF_PASSWORD,
} from '../../../test/support/staff-accounts.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

const opened: Client[] = [];
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

/** Resolves with the disconnect reason, or 'still connected' after a while. */
function endOf(socket: Client): Promise<string> {
  return new Promise((resolve) => {
    socket.once('disconnect', resolve);
    setTimeout(() => resolve('still connected'), 3000);
  });
}

const ping = (t: TestApp, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/orders/payments-queue', headers });

describe('deactivating a staff member', () => {
  it('ends their open socket at once, refuses their token and their sign-in, and audits it', async () => {
    const admin = await t.authAs('admin');
    const staff = await invitedAndSignedIn(t, admin);
    const socket = openSocket(url, tokenOf(staff.headers), opened);
    expect(await outcome(socket)).toBe('connected');
    const ended = endOf(socket);

    const response = await staffAccountAction(t, admin, staff.account.id, 'deactivate');
    expect(response.statusCode, response.body).toBe(200);
    expect(body<StaffAccount>(response)).toMatchObject({
      data: { state: 'inactive' },
      message: expect.stringMatching(/sesiones/),
    });
    expect(await ended).toBe('io server disconnect');

    expect(['AUTH_ACCOUNT_BLOCKED', 'AUTH_TOKEN_INVALID']).toContain(body(await ping(t, staff.headers)).code);
    expect(['AUTH_ACCOUNT_BLOCKED', 'AUTH_TOKEN_INVALID']).toContain(
      await outcome(openSocket(url, tokenOf(staff.headers), opened)),
    );
    const login = await t.login(staff.input.documentNumber, STAFF_PASSWORD);
    expect(body(login).code).toBe('AUTH_ACCOUNT_BLOCKED');

    const [audit] = await staffAuditOf(t, staff.account.id);
    expect(audit).toMatchObject({
      action: 'staff.deactivate',
      actorId: (await t.sessionOf('admin')).user.id,
      before: { state: 'active' },
      after: { state: 'inactive' },
    });
  });

  it('ends the unused invitation link', async () => {
    const admin = await t.authAs('admin');
    const { input, account } = await createdStaff(t, admin);
    const token = restoreTokenOf(await t.waitForMail(input.email));
    await staffAccountAction(t, admin, account.id, 'deactivate');
    expect(body(await restorePassword(t, token, STAFF_PASSWORD)).code).toBe('RESET_TOKEN_INVALID');
  });

  it('is refused for oneself, and for an Administrador when a Usuario asks', async () => {
    const admin = await t.authAs('admin');
    const self = await staffAccountAction(t, admin, (await t.sessionOf('admin')).user.id, 'deactivate');
    expect(self.statusCode).toBe(409);
    expect(body(self)).toMatchObject({
      code: 'STAFF_SELF_CHANGE',
      message: ERROR_MESSAGES.STAFF_SELF_CHANGE,
    });

    const usuario = await t.authAs('usuario');
    const byUsuario = await staffAccountAction(
      t,
      usuario,
      (await t.sessionOf('admin')).user.id,
      'deactivate',
    );
    expect(body(byUsuario).code).toBe('STAFF_ROLE_NOT_ALLOWED');
    expect((await ping(t, admin)).statusCode).toBe(200);
  });

  it('can be undone: reactivated, they sign in again with their password', async () => {
    const usuario = await t.authAs('usuario');
    const staff = await invitedAndSignedIn(t, usuario, { role: 'Externo' });
    await staffAccountAction(t, usuario, staff.account.id, 'deactivate');
    const response = await staffAccountAction(t, usuario, staff.account.id, 'reactivate');
    expect(body<StaffAccount>(response).data.state).toBe('active');
    expect((await t.login(staff.input.email, STAFF_PASSWORD)).statusCode).toBe(200);
    const [audit] = await staffAuditOf(t, staff.account.id);
    expect(audit).toMatchObject({
      action: 'staff.reactivate',
      before: { state: 'inactive' },
      after: { state: 'active' },
    });
  });
});

describe('a new password link from users-management', () => {
  it('keeps the current password working until the link is used', async () => {
    const admin = await t.authAs('admin');
    const staff = await invitedAndSignedIn(t, admin);
    const response = await staffAccountAction(t, admin, staff.account.id, 'reset-password');
    expect(response.statusCode, response.body).toBe(200);
    const mail = await t.waitForMail(staff.input.email, 2);
    expect(mail.subject).toMatch(/nueva contraseña/);
    expect((await t.login(staff.input.email, STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await restorePassword(t, restoreTokenOf(mail), 'Cambiada2026x')).statusCode).toBe(200);
    expect((await t.login(staff.input.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await t.login(staff.input.email, 'Cambiada2026x')).statusCode).toBe(200);
    const [audit] = await staffAuditOf(t, staff.account.id);
    expect(audit).toMatchObject({ action: 'staff.password-link', after: { isInvitation: false } });
  });

  it('sends the invitation again to an account that never set a password, and none to a deactivated one', async () => {
    const admin = await t.authAs('admin');
    const { input, account } = await createdStaff(t, admin, { role: 'Usuario' });
    await staffAccountAction(t, admin, account.id, 'reset-password');
    expect((await t.waitForMail(input.email, 2)).subject).toMatch(/está lista/);
    await staffAccountAction(t, admin, account.id, 'deactivate');
    const refused = await staffAccountAction(t, admin, account.id, 'reset-password');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toMatch(/reactívala/);
  });

  it('is refused to a Usuario for an Administrador', async () => {
    const refused = await staffAccountAction(
      t,
      await t.authAs('usuario'),
      (await t.sessionOf('admin')).user.id,
      'reset-password',
    );
    expect(body(refused).code).toBe('STAFF_ROLE_NOT_ALLOWED');
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis, two instances', () => {
  it('a deactivation on one ends the member’s socket on the other', async () => {
    await withTwoInstances(async (a, b) => {
      const urlB = await listen(b);
      // Both databases are copies of one seed: the demo Colaborador has the same id on each instance.
      const colaborador = await b.authAs('colaborador');
      const socket = openSocket(urlB, tokenOf(colaborador), opened);
      expect(await outcome(socket)).toBe('connected');
      const ended = endOf(socket);
      const response = await staffAccountAction(
        a,
        await a.authAs('admin'),
        (await a.sessionOf('colaborador')).user.id,
        'deactivate',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(await ended).toBe('io server disconnect');
    });
  });
});
