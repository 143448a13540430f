import type { StaffAccount } from '@cambix/contract';
import { ERROR_MESSAGES } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { recordEvents } from '../../../test/support/events.ts';
import {
  createdStaff,
  invitedAndSignedIn,
  setPermission,
  staffAccountAction,
  staffAuditOf,
  staffInput,
  updateStaff,
} from '../../../test/support/staff-accounts.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { staffPermissions, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The body that saves the account as it is, with some fields changed. */
const asSaved = (account: StaffAccount, changes: Partial<ReturnType<typeof staffInput>> = {}) => ({
  role: account.role,
  documentType: account.documentType,
  documentNumber: account.documentNumber,
  nombres: account.nombres,
  apellidoPaterno: account.apellidoPaterno,
  apellidoMaterno: account.apellidoMaterno,
  email: account.email,
  celular: account.celular ?? '',
  ...changes,
});

const rowOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('editing a staff account', () => {
  it('saves the data and audits only what changed; a save that changes nothing writes nothing', async () => {
    const admin = await t.authAs('admin');
    const { account } = await createdStaff(t, admin, { role: 'Externo' });
    const response = await updateStaff(
      t,
      admin,
      account.id,
      asSaved(account, { nombres: 'Rosa María', celular: '912345678' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body<StaffAccount>(response).data).toMatchObject({
      nombres: 'Rosa María',
      celular: '912345678',
      role: 'Externo',
    });
    const [audit] = await staffAuditOf(t, account.id);
    expect(audit).toMatchObject({
      action: 'staff.update',
      actorId: (await t.sessionOf('admin')).user.id,
      before: { nombres: account.nombres, celular: null },
      after: { nombres: 'Rosa María', celular: '912345678' },
    });

    const again = await updateStaff(t, admin, account.id, asSaved(body<StaffAccount>(response).data));
    expect(again.statusCode).toBe(200);
    expect(await staffAuditOf(t, account.id)).toHaveLength(2);
  });

  it('refuses a customer or unknown id as not found', async () => {
    const customer = await insertCustomer(t.ctx);
    const admin = await t.authAs('admin');
    for (const id of [customer.id, 999_999]) {
      const response = await updateStaff(t, admin, id, staffInput());
      expect(response.statusCode).toBe(404);
      expect(body(response).code).toBe('STAFF_ACCOUNT_NOT_FOUND');
    }
    expect((await rowOf(customer.id)).roleId).toBe(2);
  });

  it('refuses a document or email another account has', async () => {
    const admin = await t.authAs('admin');
    const { account } = await createdStaff(t, admin);
    const taken = await updateStaff(t, admin, account.id, asSaved(account, { email: 'usuario@cambix.test' }));
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({
      code: 'EMAIL_TAKEN',
      data: { fields: { email: expect.any(String) } },
    });
    const document = await updateStaff(
      t,
      admin,
      account.id,
      asSaved(account, { documentNumber: '40000001' }),
    );
    expect(body(document).code).toBe('DOCUMENT_TAKEN');
  });
});

describe('a Usuario', () => {
  it('cannot promote anyone to Administrador', async () => {
    const usuario = await t.authAs('usuario');
    const { account } = await createdStaff(t, usuario);
    const response = await updateStaff(t, usuario, account.id, asSaved(account, { role: 'Administrador' }));
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({
      code: 'STAFF_ROLE_NOT_ALLOWED',
      message: ERROR_MESSAGES.STAFF_ROLE_NOT_ALLOWED,
    });
    expect((await rowOf(account.id)).roleId).toBe(3);
  });

  it('cannot edit an Administrador, not even their name', async () => {
    const admin = (await t.sessionOf('admin')).user;
    const usuario = await t.authAs('usuario');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-accounts?role=Administrador',
      headers: usuario,
    });
    const target = body<{ items: StaffAccount[] }>(list).data.items.find((item) => item.id === admin.id)!;
    const response = await updateStaff(t, usuario, admin.id, asSaved(target, { nombres: 'Otra' }));
    expect(body(response).code).toBe('STAFF_ROLE_NOT_ALLOWED');
    expect((await rowOf(admin.id)).nombres).toBe(target.nombres);
  });

  it('may change roles among the others', async () => {
    const usuario = await t.authAs('usuario');
    const { account } = await createdStaff(t, usuario, { role: 'Externo' });
    const response = await updateStaff(t, usuario, account.id, asSaved(account, { role: 'Usuario' }));
    expect(body<StaffAccount>(response).data.role).toBe('Usuario');
  });
});

describe('role changes', () => {
  it('nobody changes their own role, though they may save their own data', async () => {
    const session = await t.sessionOf('admin');
    const admin = await t.authAs('admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-accounts?role=Administrador',
      headers: admin,
    });
    const self = body<{ items: StaffAccount[] }>(list).data.items.find(
      (item) => item.id === session.user.id,
    )!;
    const refused = await updateStaff(t, admin, self.id, asSaved(self, { role: 'Usuario' }));
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'STAFF_SELF_CHANGE',
      message: ERROR_MESSAGES.STAFF_SELF_CHANGE,
    });
    expect((await rowOf(self.id)).roleId).toBe(1);
    const own = await updateStaff(t, admin, self.id, asSaved(self, { celular: '900000011' }));
    expect(own.statusCode, own.body).toBe(200);
  });

  it('end the person’s sessions and, leaving Colaborador, drop their modules', async () => {
    const admin = await t.authAs('admin');
    const staff = await invitedAndSignedIn(t, admin);
    expect(
      (await setPermission(t, admin, staff.account.id, 'pagos', { canView: true, canEdit: true })).statusCode,
    ).toBe(200);
    const events = recordEvents(t);

    const response = await updateStaff(
      t,
      admin,
      staff.account.id,
      asSaved(staff.account, { role: 'Externo' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body<StaffAccount>(response).data.role).toBe('Externo');
    expect(
      await t.ctx.db.select().from(staffPermissions).where(eq(staffPermissions.userId, staff.account.id)),
    ).toEqual([]);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: APP_KEY_HEADER,
      payload: { token: staff.headers.authorization.replace('Bearer ', '') },
    });
    expect(body(me).code).toBe('AUTH_TOKEN_INVALID');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toContainEqual({ type: 'user.sessions-revoked', userId: staff.account.id });
    const [audit] = await staffAuditOf(t, staff.account.id);
    expect(audit).toMatchObject({
      action: 'staff.update',
      before: { role: 'Colaborador' },
      after: { role: 'Externo' },
    });
  });

  it('leave the sessions alone when only the data changes', async () => {
    const admin = await t.authAs('admin');
    const staff = await invitedAndSignedIn(t, admin, { role: 'Externo' });
    const version = (await rowOf(staff.account.id)).tokenVersion;
    await updateStaff(t, admin, staff.account.id, asSaved(staff.account, { apellidoMaterno: 'Lozano' }));
    expect((await rowOf(staff.account.id)).tokenVersion).toBe(version);
  });
});

describe('email changes (issue 13, item 7)', () => {
  const me = (headers: { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: APP_KEY_HEADER,
      payload: { token: headers.authorization.slice(7) },
    });
  const recover = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recoverypassword',
      headers: APP_KEY_HEADER,
      payload: { email },
    });
  const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to.includes(email));

  it('a Usuario cannot take over a Colaborador by changing its email and sending the password link', async () => {
    const admin = await t.authAs('admin');
    const usuario = await t.authAs('usuario');
    const victim = await invitedAndSignedIn(t, admin, { role: 'Colaborador' });
    const attacker = `toma.${victim.input.documentNumber}@otro.test`;
    expect((await me(victim.headers)).statusCode).toBe(200);

    const changed = await updateStaff(
      t,
      usuario,
      victim.account.id,
      asSaved(victim.account, { email: attacker }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // The victim's session ends, and the old address hears about it.
    expect((await me(victim.headers)).statusCode).toBe(401);
    const warning = await t.waitForMail(victim.input.email, 2);
    expect(warning.subject).toBe('El correo de tu cuenta de Cambix cambió');
    expect(warning.text).toContain('cerramos tus sesiones abiertas');

    // Neither the manager's link nor the self-service recovery goes to the new address during the hold.
    const link = await staffAccountAction(t, usuario, victim.account.id, 'reset-password');
    expect(link.statusCode).toBe(409);
    expect(body(link)).toMatchObject({
      code: 'STAFF_EMAIL_ON_HOLD',
      message: ERROR_MESSAGES.STAFF_EMAIL_ON_HOLD,
    });
    expect((await recover(attacker)).statusCode).toBe(200);
    const signInLink = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      headers: APP_KEY_HEADER,
      payload: { dni: attacker },
    });
    expect(signInLink.statusCode).toBe(200);
    await t.drain();
    expect(await mailsTo(attacker)).toHaveLength(0);

    // After the hold, or by an Administrador's hand, the link goes out.
    // 48 hours on (moved on the row: the clock would end the test's own sessions too).
    await t.ctx.db
      .update(users)
      .set({ emailChangedAt: new Date(t.clock.now().getTime() - 48 * 3_600_000 - 1000) })
      .where(eq(users.id, victim.account.id));
    const later = await staffAccountAction(t, usuario, victim.account.id, 'reset-password');
    expect(later.statusCode, later.body).toBe(200);
    await t.waitForMail(attacker);
  });

  it('an Administrador may send the link at once, and an invitation nobody accepted is not held', async () => {
    const admin = await t.authAs('admin');
    const usuario = await t.authAs('usuario');
    const active = await invitedAndSignedIn(t, admin, { role: 'Externo' });
    const moved = `nuevo.${active.input.documentNumber}@cambix.test`;
    await updateStaff(t, usuario, active.account.id, asSaved(active.account, { email: moved }));
    expect((await staffAccountAction(t, admin, active.account.id, 'reset-password')).statusCode).toBe(200);
    await t.waitForMail(moved);

    const { input, account } = await createdStaff(t, admin, { role: 'Usuario' });
    const corrected = `corregido.${input.documentNumber}@cambix.test`;
    await updateStaff(t, usuario, account.id, asSaved(account, { email: corrected }));
    expect((await staffAccountAction(t, usuario, account.id, 'reset-password')).statusCode).toBe(200);
    await t.waitForMail(corrected);
  });
});
