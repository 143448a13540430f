import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  type CustomerDetail,
  type CustomerHistoryEntry,
  type CustomerReviewAction,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../platform/db/schema/index.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
});
afterAll(() => t.close());

const review = (userId: number, action: CustomerReviewAction, payload: object = {}, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/${action}`, headers, payload });

const rowOf = async (userId: number) => (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!;

const auditOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));

const REASON = { reason: 'La foto del DNI está borrosa.' };

/** Where each action may start (KYC complete); every other status must be refused. */
const ALLOWED_FROM: Record<CustomerReviewAction, readonly AccountStatus[]> = {
  approve: ['POR_VALIDAR'],
  reject: ['POR_VALIDAR'],
  block: ['REGISTRADO', 'POR_VALIDAR', 'ACTIVO', 'RECHAZADO'],
  activate: ['BLOQUEADO', 'RECHAZADO'],
};

describe('review actions', () => {
  it('approve: POR_VALIDAR becomes ACTIVO, with reviewer, audit row and the mail', async () => {
    const customer = await insertCustomer(t.ctx, { email: 'aprobar@correo.pe' });
    const response = await review(customer.id, 'approve', { note: 'Documentos conformes.' });
    expect(response.statusCode).toBe(200);
    expect(body<CustomerDetail>(response)).toMatchObject({
      message: 'Cuenta aprobada. Le avisamos al cliente por correo.',
      data: {
        accountStatus: 'ACTIVO',
        statusReason: null,
        reviewedAt: '2026-11-21T15:00:00.000Z',
        reviewedBy: { id: adminId, name: 'Carla Mendoza', role: 'Administrador' },
      },
    });
    const audit = await auditOf(customer.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: adminId,
        action: 'user.approve',
        before: { accountStatus: 'POR_VALIDAR', statusReason: null },
        after: { accountStatus: 'ACTIVO', statusReason: null },
        note: 'Documentos conformes.',
      }),
    ]);
    const mail = await t.waitForMail('aprobar@correo.pe');
    expect(mail.subject).toBe('Tu cuenta de Cambix fue aprobada');
  });

  it('refuses each action from each status it does not start from, leaving the row untouched', async () => {
    for (const [action, allowed] of Object.entries(ALLOWED_FROM) as [
      CustomerReviewAction,
      AccountStatus[],
    ][]) {
      for (const status of ACCOUNT_STATUSES.filter((candidate) => !allowed.includes(candidate))) {
        const customer = await insertCustomer(t.ctx, { accountStatus: status });
        const response = await review(customer.id, action, REASON);
        expect(response.statusCode, `${action} from ${status}`).toBe(409);
        expect(body(response).code).toBe('REVIEW_NOT_ALLOWED');
        expect((await rowOf(customer.id)).accountStatus).toBe(status);
        expect(await auditOf(customer.id)).toHaveLength(0);
      }
      for (const status of allowed) {
        const customer = await insertCustomer(t.ctx, { accountStatus: status });
        expect((await review(customer.id, action, REASON)).statusCode, `${action} from ${status}`).toBe(200);
      }
    }
  });

  it('approve needs the identity file complete', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 2 });
    const response = await review(customer.id, 'approve');
    expect(body(response)).toMatchObject({
      code: 'REVIEW_NOT_ALLOWED',
      message: 'El cliente aún no completa la validación de identidad.',
    });
  });

  it('reject needs a reason, mails it, and sends the customer back to send data and photos', async () => {
    const customer = await insertCustomer(t.ctx, { email: 'rechazar@correo.pe' });
    const blank = await review(customer.id, 'reject', { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(body(blank)).toMatchObject({
      code: 'REASON_REQUIRED',
      data: { fields: { reason: 'Escribe el motivo.' } },
    });
    expect(body(await review(customer.id, 'reject'))).toMatchObject({ code: 'REASON_REQUIRED' });

    const response = await review(customer.id, 'reject', REASON);
    expect(body<CustomerDetail>(response).data).toMatchObject({
      accountStatus: 'RECHAZADO',
      statusReason: 'La foto del DNI está borrosa.',
      kycStep: 1,
    });
    const mail = await t.waitForMail('rechazar@correo.pe');
    expect(mail.subject).toBe('No pudimos validar tu identidad en Cambix');
    expect(mail.text).toContain('La foto del DNI está borrosa.');
    expect(mail.links.some((link) => link.endsWith('/validateUser'))).toBe(true);

    // Until the customer sends everything again, the rejection stands.
    const early = await review(customer.id, 'activate');
    expect(body(early)).toMatchObject({
      code: 'REVIEW_NOT_ALLOWED',
      message: 'El cliente aún no vuelve a enviar sus datos y fotos de identidad.',
    });
    await t.ctx.db.update(users).set({ kycStep: 0 }).where(eq(users.id, customer.id));
    const activated = await review(customer.id, 'activate');
    expect(body<CustomerDetail>(activated).data).toMatchObject({
      accountStatus: 'ACTIVO',
      statusReason: null,
    });
  });

  it("block needs a reason, ends the customer's sessions at once and keeps them out until activated", async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', email: 'bloquear@correo.pe' });
    const login = await t.login(customer.documentNumber);
    const token = body<{ token: string }>(login).data.token;
    const ownState = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/stateUser/${customer.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await ownState()).statusCode).toBe(200);

    expect(body(await review(customer.id, 'block', { reason: '' }))).toMatchObject({
      code: 'REASON_REQUIRED',
    });
    const blocked = await review(customer.id, 'block', { reason: 'Operaciones con tarjetas de terceros.' });
    expect(body<CustomerDetail>(blocked).data).toMatchObject({
      accountStatus: 'BLOQUEADO',
      statusReason: 'Operaciones con tarjetas de terceros.',
    });
    expect((await rowOf(customer.id)).tokenVersion).toBe(customer.tokenVersion + 1);
    const revoked = await ownState();
    expect(revoked.statusCode).toBe(401);
    expect(body(revoked).code).toBe('AUTH_TOKEN_INVALID');
    expect(body(await t.login(customer.documentNumber))).toMatchObject({ code: 'AUTH_ACCOUNT_BLOCKED' });
    const mail = await t.waitForMail('bloquear@correo.pe');
    expect(mail.subject).toBe('Tu cuenta de Cambix fue bloqueada');
    expect(mail.text).toContain('Operaciones con tarjetas de terceros.');

    const activated = await review(customer.id, 'activate', { note: 'Revisado con el cliente.' });
    expect(body<CustomerDetail>(activated).data).toMatchObject({
      accountStatus: 'ACTIVO',
      statusReason: null,
    });
    expect((await t.login(customer.documentNumber)).statusCode).toBe(200);
    const reactivation = await t.waitForMail('bloquear@correo.pe', 2);
    expect(reactivation.subject).toBe('Tu cuenta de Cambix está activa');
  });

  it('activate lifts the block of a customer who never finished validation back to REGISTRADO', async () => {
    const customer = await insertCustomer(t.ctx, {
      accountStatus: 'BLOQUEADO',
      kycStep: 2,
      email: 'incompleto@correo.pe',
    });
    const response = await review(customer.id, 'activate');
    expect(body<CustomerDetail>(response).data).toMatchObject({ accountStatus: 'REGISTRADO', kycStep: 2 });
    expect((await t.waitForMail('incompleto@correo.pe')).subject).toBe('Desbloqueamos tu cuenta de Cambix');
  });

  it('two approvals at once: one approves, the other hears REVIEW_NOT_ALLOWED', async () => {
    const customer = await insertCustomer(t.ctx);
    const answers = await Promise.all([review(customer.id, 'approve'), review(customer.id, 'approve')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => body(answer).code).filter(Boolean)).toEqual(['REVIEW_NOT_ALLOWED']);
    expect(await auditOf(customer.id)).toHaveLength(1);
  });

  it('the view-only Colaborador cannot approve, reject, block or activate', async () => {
    const colaborador = await t.authAs('colaborador');
    const customer = await insertCustomer(t.ctx);
    for (const action of ['approve', 'reject', 'block', 'activate'] as const) {
      const response = await review(customer.id, action, REASON, colaborador);
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('FORBIDDEN_MODULE');
    }
    expect((await rowOf(customer.id)).accountStatus).toBe('POR_VALIDAR');
  });

  it('never reviews a staff account', async () => {
    const staffId = (await t.sessionOf('colaborador')).user.id;
    expect(body(await review(staffId, 'block', REASON))).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('GET /api/admin/users/:userId/history', () => {
  it('lists every change with who made it and when, newest first', async () => {
    const customer = await insertCustomer(t.ctx);
    await review(customer.id, 'reject', REASON);
    // The customer's own changes are recorded the same way (actor: the customer).
    await t.ctx.db.update(users).set({ kycStep: 0 }).where(eq(users.id, customer.id));
    await t.ctx.db.insert(auditLog).values({
      actorId: customer.id,
      action: 'user.kyc-step',
      targetType: 'user',
      targetId: String(customer.id),
      before: { kycStep: 1 },
      after: { kycStep: 0 },
    });
    await review(customer.id, 'activate');
    const minutes = { 'user.reject': 1, 'user.kyc-step': 2, 'user.activate': 3 };
    for (const [action, minute] of Object.entries(minutes)) {
      await t.ctx.db
        .update(auditLog)
        .set({ createdAt: new Date(Date.UTC(2026, 10, 21, 15, minute)) })
        .where(and(eq(auditLog.targetId, String(customer.id)), eq(auditLog.action, action)));
    }

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${customer.id}/history`,
      headers: await t.authAs('colaborador'),
    });
    expect(response.statusCode).toBe(200);
    const history = body<CustomerHistoryEntry[]>(response).data;
    expect(history.map((entry) => entry.action)).toEqual(['user.activate', 'user.kyc-step', 'user.reject']);
    expect(history[0]).toMatchObject({
      actor: { id: adminId, name: 'Carla Mendoza', role: 'Administrador' },
      changes: [
        { field: 'accountStatus', before: 'RECHAZADO', after: 'ACTIVO' },
        { field: 'statusReason', before: 'La foto del DNI está borrosa.', after: null },
      ],
    });
    expect(history[1]).toMatchObject({
      actor: { id: customer.id, role: 'Cliente' },
      changes: [{ field: 'kycStep', before: 1, after: 0 }],
    });
    expect(history[2]).toMatchObject({ note: 'La foto del DNI está borrosa.' });
    expect(history[2]?.changes).toContainEqual({ field: 'kycStep', before: 0, after: 1 });
  });
});
