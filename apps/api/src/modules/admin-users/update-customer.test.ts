import type { CustomerDetail } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../platform/db/schema/index.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
});
afterAll(() => t.close());

const patch = (userId: number, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${userId}`, headers, payload });

const auditOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));

describe('PATCH /api/admin/users/:userId', () => {
  it('saves the whitelisted fields, ignores the rest, and audits only what changed', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', nombres: 'Pedro' });
    const response = await patch(customer.id, {
      nombres: 'Pedro Pablo',
      apellido_paterno: customer.apellidoPaterno,
      email: 'PEDRO.NUEVO@Correo.pe',
      celular: customer.celular,
      commissionPercent: '4.0',
      monthlyLimit: '',
      isPremium: true,
      isSpecial: false,
      // Not editable here: dropped by the schema.
      accountStatus: 'BLOQUEADO',
      kycStep: 3,
      roleId: 1,
      tokenVersion: 9,
    });
    expect(response.statusCode).toBe(200);
    expect(body<CustomerDetail>(response)).toMatchObject({
      message: 'Datos guardados.',
      data: {
        nombres: 'Pedro Pablo',
        email: 'pedro.nuevo@correo.pe',
        commissionPercent: '4.00',
        effectiveCommission: '4.00',
        isPremium: true,
        accountStatus: 'ACTIVO',
        kycStep: 0,
      },
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, customer.id));
    // The email change ended the sessions (one bump); the body's tokenVersion was dropped.
    expect(row).toMatchObject({ roleId: 2, tokenVersion: 1, accountStatus: 'ACTIVO' });

    const audit = await auditOf(customer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminId,
      action: 'user.update',
      before: { nombres: 'Pedro', email: customer.email, commissionPercent: null, isPremium: false },
      after: {
        nombres: 'Pedro Pablo',
        email: 'pedro.nuevo@correo.pe',
        commissionPercent: '4.00',
        isPremium: true,
      },
    });
    expect(Object.keys(audit[0]!.after as object).sort()).toEqual([
      'commissionPercent',
      'email',
      'isPremium',
      'nombres',
    ]);
  });

  it('tells the customer by mail: new conditions, corrected data, and the old address about the new one', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', email: 'antes@correo.pe' });
    await patch(customer.id, { email: 'despues@correo.pe', commissionPercent: '3.50' });
    const conditions = await t.waitForMail('despues@correo.pe', 2);
    const mails = (await t.outbox()).filter((mail) => mail.to.includes('despues@correo.pe'));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Actualizamos las condiciones de tu cuenta de Cambix',
      'Actualizamos tus datos en Cambix',
    ]);
    expect(mails.find((mail) => mail.subject.startsWith('Actualizamos las condiciones'))?.text).toContain(
      'Tu comisión para órdenes desde S/ 1,000.00 ahora es 3.50 %.',
    );
    expect(conditions).toBeDefined();
    const notice = await t.waitForMail('antes@correo.pe');
    expect(notice.subject).toBe('El correo de tu cuenta de Cambix cambió');
    expect(notice.text).toContain('de*****@correo.pe');
  });

  it('sets a special customer with their monthly limit, and requires the limit', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', email: 'especial@correo.pe' });
    const missing = await patch(customer.id, { isSpecial: true, monthlyLimit: '' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { monthlyLimit: 'Indica el límite mensual del cliente especial.' } },
    });
    const zero = await patch(customer.id, { isSpecial: true, monthlyLimit: '0.00' });
    expect(body(zero)).toMatchObject({
      data: { fields: { monthlyLimit: expect.stringContaining('mayor que cero') } },
    });
    const malformed = await patch(customer.id, { isSpecial: true, monthlyLimit: '80,000' });
    expect(malformed.statusCode).toBe(400);

    const saved = await patch(customer.id, { isSpecial: true, monthlyLimit: '80000' });
    expect(body<CustomerDetail>(saved).data).toMatchObject({ isSpecial: true, monthlyLimit: '80000.00' });
    const mail = await t.waitForMail('especial@correo.pe');
    expect(mail.text).toContain('Tu límite mensual ahora es S/ 80,000.00.');
  });

  it('refuses a commission outside the list of Ajustes', async () => {
    const customer = await insertCustomer(t.ctx);
    const response = await patch(customer.id, { commissionPercent: '4.25' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'COMMISSION_NOT_IN_LIST',
      data: { fields: { commissionPercent: 'Elige una comisión de la lista.' } },
    });
    expect(await auditOf(customer.id)).toHaveLength(0);
    // Back to the default.
    await patch(customer.id, { commissionPercent: '5.00' });
    const reset = await patch(customer.id, { commissionPercent: '' });
    expect(body<CustomerDetail>(reset).data).toMatchObject({
      commissionPercent: null,
      effectiveCommission: '4.50',
    });
  });

  it('refuses an email another account uses, and bad names or phones, keeping the row as it was', async () => {
    const customer = await insertCustomer(t.ctx);
    const taken = await patch(customer.id, { email: 'ana.quispe@cambix.test' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({
      code: 'EMAIL_TAKEN',
      data: { fields: { email: expect.any(String) } },
    });
    const bad = await patch(customer.id, { nombres: '', celular: '12345' });
    expect(body(bad)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: { nombres: 'Ingresa los nombres.', celular: 'El celular tiene 9 dígitos y empieza con 9.' },
      },
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.email).toBe(customer.email);
  });

  it('writes nothing when nothing changed', async () => {
    const customer = await insertCustomer(t.ctx);
    const response = await patch(customer.id, {
      nombres: customer.nombres,
      isPremium: false,
      commissionPercent: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(customer.id)).toHaveLength(0);
  });

  it('is refused to staff who may only view customers, and for non-customers', async () => {
    const customer = await insertCustomer(t.ctx);
    const viewOnly = await patch(customer.id, { nombres: 'Cambiado' }, await t.authAs('colaborador'));
    expect(viewOnly.statusCode).toBe(403);
    expect(body(viewOnly)).toMatchObject({ code: 'FORBIDDEN_MODULE' });
    const staffId = (await t.sessionOf('colaborador')).user.id;
    expect(body(await patch(staffId, { nombres: 'Cambiado' }))).toMatchObject({ code: 'USER_NOT_FOUND' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.nombres).toBe(customer.nombres);
  });

  it("an email changed by staff ends the customer's sessions and gets no password link for 48 hours", async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const login = await t.login(customer.documentNumber);
    const headers = { authorization: `Bearer ${body<{ token: string }>(login).data.token}` };
    const accounts = () => t.app.inject({ method: 'GET', url: '/api/listBanksUser', headers });
    expect((await accounts()).statusCode).toBe(200);

    const taken = `desvio.${customer.documentNumber}@otro.pe`;
    expect((await patch(customer.id, { email: taken })).statusCode).toBe(200);
    expect((await accounts()).statusCode).toBe(401);
    const recover = await t.app.inject({
      method: 'POST',
      url: '/api/recoverypassword',
      headers: APP_KEY_HEADER,
      payload: { email: taken },
    });
    expect(recover.statusCode).toBe(200);
    await t.drain();
    const links = (await t.outbox()).filter(
      (mail) => mail.to.includes(taken) && mail.links.some((link) => link.includes('/restaurar?token=')),
    );
    expect(links).toHaveLength(0);
  });
});
