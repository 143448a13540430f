import type { StaffAccount } from '@cambix/contract';
import { ERROR_MESSAGES } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaff,
  invitedAndSignedIn,
  restorePassword,
  restoreTokenOf,
  staffAuditOf,
  staffInput,
  STAFF_PASSWORD,
} from '../../../test/support/staff-accounts.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { passwordResetTokens, users } from '../../platform/db/schema/index.ts';
import { takenFromUniqueViolation } from './account-uniqueness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => t.clock.set('2026-11-21T15:00:00Z'));
afterAll(() => t.close());

describe('creating a staff account', () => {
  it('invites the person: no password until they set it from the mailed link, then they sign in', async () => {
    const admin = await t.authAs('admin');
    const input = staffInput({ nombres: 'María José', celular: '987654321' });
    const response = await createStaff(t, admin, input);
    expect(response.statusCode, response.body).toBe(200);
    const created = body<StaffAccount>(response);
    expect(created.message).toMatch(/correo/);
    expect(created.data).toMatchObject({
      role: 'Colaborador',
      documentNumber: input.documentNumber,
      email: input.email,
      celular: '987654321',
      state: 'invited',
      manageable: true,
      createdAt: t.ctx.now().toISOString(),
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, created.data.id));
    expect(row).toMatchObject({ passwordHash: null, accountStatus: 'ACTIVO', kycStep: 0, roleId: 3 });

    const mail = await t.waitForMail(input.email);
    expect(mail.subject).toMatch(/cuenta/);
    expect(mail.text).toMatch(/72 horas/);
    const token = restoreTokenOf(mail);
    expect(mail.links.some((link) => link.startsWith(`${t.ctx.config.appUrl}/restaurar?token=`))).toBe(true);
    const [link] = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, created.data.id));
    expect(link?.expiresAt.getTime()).toBe(t.ctx.now().getTime() + 72 * 3_600_000);

    // Before the password is set, sign-in answers exactly as for a wrong password.
    const early = await t.login(input.documentNumber, STAFF_PASSWORD);
    expect(early.statusCode).toBe(401);
    expect(body(early).code).toBe('AUTH_INVALID_CREDENTIALS');

    // Still valid two days later: a staff invitation outlives the 30 minutes of a self-service link.
    t.clock.advance(48 * 3_600_000);
    const restored = await restorePassword(t, token, STAFF_PASSWORD);
    expect(restored.statusCode, restored.body).toBe(200);
    const login = await t.login(input.email, STAFF_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    expect(body<{ id_rol: number }>(login).data.id_rol).toBe(3);
    // Setting the first password is no change to warn about: the invitation stays the only mail.
    await t.drain();
    expect((await t.outbox()).filter((sent) => sent.to.includes(input.email))).toHaveLength(1);

    const [audit] = await staffAuditOf(t, created.data.id);
    expect(audit).toMatchObject({
      actorId: (await t.sessionOf('admin')).user.id,
      action: 'staff.create',
      before: null,
      after: expect.objectContaining({ role: 'Colaborador', email: input.email, celular: '987654321' }),
    });
  });

  it('refuses an invitation link after 72 hours', async () => {
    const input = staffInput();
    expect((await createStaff(t, await t.authAs('admin'), input)).statusCode).toBe(200);
    const token = restoreTokenOf(await t.waitForMail(input.email));
    t.clock.advance(72 * 3_600_000 + 60_000);
    const late = await restorePassword(t, token, STAFF_PASSWORD);
    expect(body(late).code).toBe('RESET_TOKEN_INVALID');
  });

  it('lets a Usuario create any role but Administrador', async () => {
    const usuario = await t.authAs('usuario');
    for (const role of ['Colaborador', 'Externo', 'Usuario'] as const) {
      const response = await createStaff(t, usuario, staffInput({ role }));
      expect(response.statusCode, role).toBe(200);
      expect(body<StaffAccount>(response).data.role).toBe(role);
    }
    const input = staffInput({ role: 'Administrador' });
    const refused = await createStaff(t, usuario, input);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      code: 'STAFF_ROLE_NOT_ALLOWED',
      message: ERROR_MESSAGES.STAFF_ROLE_NOT_ALLOWED,
    });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);

    const byAdmin = await createStaff(t, await t.authAs('admin'), staffInput({ role: 'Administrador' }));
    expect(body<StaffAccount>(byAdmin).data.role).toBe('Administrador');
  });

  it('is only for Administrador and Usuario', async () => {
    for (const role of ['colaborador', 'externo', 'cliente'] as const) {
      const response = await createStaff(t, await t.authAs(role), staffInput());
      expect(response.statusCode, role).toBe(403);
      expect(body(response).code, role).toBe('FORBIDDEN_ROLE');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff-accounts' })).statusCode).toBe(401);
  });

  it('refuses a document or email another account has, naming the field', async () => {
    const admin = await t.authAs('admin');
    const byDocument = await createStaff(t, admin, staffInput({ documentNumber: '40000001' }));
    expect(byDocument.statusCode).toBe(409);
    expect(body(byDocument)).toMatchObject({
      code: 'DOCUMENT_TAKEN',
      data: { fields: { documentNumber: expect.stringMatching(/documento/) } },
    });
    const byEmail = await createStaff(t, admin, staffInput({ email: 'ADMIN@cambix.test' }));
    expect(body(byEmail)).toMatchObject({
      code: 'EMAIL_TAKEN',
      data: { fields: { email: expect.any(String) } },
    });
    const both = await createStaff(
      t,
      admin,
      staffInput({ documentNumber: '40000001', email: 'admin@cambix.test' }),
    );
    expect(body(both)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { documentNumber: expect.any(String), email: expect.any(String) } },
    });
  });

  it('lets one of two racing creations with the same document win; the other hears DOCUMENT_TAKEN', async () => {
    const admin = await t.authAs('admin');
    const first = staffInput();
    const second = staffInput({ documentNumber: first.documentNumber });
    const answers = await Promise.all([createStaff(t, admin, first), createStaff(t, admin, second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => body(answer).code).filter(Boolean)).toEqual(['DOCUMENT_TAKEN']);
    const rows = await t.ctx.db.select().from(users).where(eq(users.documentNumber, first.documentNumber));
    expect(rows).toHaveLength(1);
  });

  it('maps the unique index a racing insert hits to the field it names', async () => {
    const [taken] = await t.ctx.db.select().from(users).where(eq(users.email, 'admin@cambix.test'));
    const { id: _id, ...copy } = taken!;
    const violation = (values: Partial<typeof copy>) =>
      t.ctx.db
        .insert(users)
        .values({ ...copy, ...values })
        .then(
          () => null,
          (error: unknown) => error,
        );
    expect(takenFromUniqueViolation(await violation({ email: 'otro@cambix.test' }))).toMatchObject({
      code: 'DOCUMENT_TAKEN',
      fields: { documentNumber: expect.any(String) },
    });
    expect(takenFromUniqueViolation(await violation({ documentNumber: '99999999' }))).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: expect.any(String) },
    });
    expect(takenFromUniqueViolation(new Error('otra falla'))).toBeNull();
  });

  it('answers a Spanish message per bad field', async () => {
    const response = await createStaff(t, await t.authAs('admin'), {
      ...staffInput(),
      documentNumber: '12',
      nombres: '',
      email: 'no-es-correo',
      celular: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: {
          documentNumber: expect.any(String),
          nombres: 'Ingresa los nombres.',
          email: 'Ingresa un correo válido.',
          celular: expect.any(String),
        },
      },
    });
  });

  it('signs the invited person in with their role', async () => {
    const { headers } = await invitedAndSignedIn(t, await t.authAs('admin'), { role: 'Usuario' });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff-accounts', headers });
    expect(list.statusCode).toBe(200);
  });
});
