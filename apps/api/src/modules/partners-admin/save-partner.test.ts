import type { Partner } from '@cambix/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerBody, signedInExterno } from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, partners } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const create = async (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/partners', headers: await t.authAs('admin'), payload });

const update = async (partnerId: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/partners/${partnerId}`,
    headers: await t.authAs('admin'),
    payload,
  });

const auditOf = (partnerId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'partner'), eq(auditLog.targetId, String(partnerId))))
    .orderBy(desc(auditLog.id));

/** A RUC whose last digit is not SUNAT's check digit. */
function withWrongCheckDigit(ruc: string): string {
  return `${ruc.slice(0, 10)}${(Number(ruc[10]) + 1) % 10}`;
}

describe('creating and editing a partner', () => {
  it('creates it with its terms and an audit row', async () => {
    const input = await partnerBody(t.ctx, {
      name: 'Agente Nuevo S.A.C.',
      sharePercent: '25.5',
      commissionPercent: '3.9',
    });
    const response = await create(input);
    expect(response.statusCode, response.body).toBe(200);
    const partner = body<Partner>(response).data;
    expect(partner).toMatchObject({
      name: 'Agente Nuevo S.A.C.',
      ruc: input.ruc,
      sharePercent: '25.50',
      commissionPercent: '3.90',
      linkHours: 48,
      active: true,
      webhookEndpoints: 0,
      users: [],
    });
    const [audit] = await auditOf(partner.id);
    expect(audit).toMatchObject({
      action: 'partner.create',
      actorId: (await t.sessionOf('admin')).user.id,
      after: expect.objectContaining({ ruc: input.ruc, sharePercent: '25.50' }),
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/partners',
      headers: await t.authAs('admin'),
    });
    expect(body<Partner[]>(list).data).toContainEqual(partner);
  });

  it('refuses a RUC without its check digit, a CCI of another bank and a share over 100 %', async () => {
    const input = await partnerBody(t.ctx);
    const badRuc = await create({ ...input, ruc: withWrongCheckDigit(input.ruc) });
    expect(badRuc.statusCode).toBe(400);
    expect(body(badRuc)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { ruc: 'El RUC no es válido: son 11 dígitos y el último es de control.' } },
    });

    const otherBank = `999${input.payoutCci.slice(3)}`;
    const badCci = await create({ ...input, payoutCci: otherBank });
    expect(body(badCci)).toMatchObject({
      code: 'BANK_ACCOUNT_CCI_INVALID',
      data: { fields: { payoutCci: expect.stringContaining('El CCI no es válido') } },
    });

    const tooMuch = await create({ ...input, sharePercent: '100.5' });
    expect(body(tooMuch).code).toBe('VALIDATION_FAILED');
    expect(await t.ctx.db.select().from(partners).where(eq(partners.ruc, input.ruc))).toEqual([]);
  });

  it('refuses a RUC another partner has, on create and on edit', async () => {
    const first = body<Partner>(await create(await partnerBody(t.ctx))).data;
    const taken = await create(await partnerBody(t.ctx, { ruc: first.ruc }));
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({
      code: 'PARTNER_RUC_TAKEN',
      message: 'Ya hay un socio registrado con ese RUC.',
      data: { fields: { ruc: 'Ya hay un socio registrado con ese RUC.' } },
    });

    const second = body<Partner>(await create(await partnerBody(t.ctx))).data;
    const onEdit = await update(second.id, await partnerBody(t.ctx, { ruc: first.ruc }));
    expect(body(onEdit).code).toBe('PARTNER_RUC_TAKEN');
  });

  it('edits it, auditing only what changed; the same data again writes nothing', async () => {
    const input = await partnerBody(t.ctx);
    const partner = body<Partner>(await create(input)).data;
    const edited = await update(partner.id, { ...input, sharePercent: '40', linkHours: 24, active: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<Partner>(edited).data).toMatchObject({ sharePercent: '40.00', linkHours: 24, active: false });
    const [audit] = await auditOf(partner.id);
    expect(audit).toMatchObject({
      action: 'partner.update',
      before: { sharePercent: '30.00', linkHours: 48, active: true },
      after: { sharePercent: '40.00', linkHours: 24, active: false },
    });

    await update(partner.id, { ...input, sharePercent: '40.00', linkHours: 24, active: false });
    expect(await auditOf(partner.id)).toHaveLength(2);

    const missing = await update(999_999, input);
    expect(missing.statusCode).toBe(404);
    expect(body(missing).code).toBe('PARTNER_NOT_FOUND');
  });

  it('lists each partner with its Externo users', async () => {
    const partner = body<Partner>(await create(await partnerBody(t.ctx))).data;
    const { user } = await signedInExterno(t, partner.id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/partners',
      headers: await t.authAs('admin'),
    });
    const listed = body<Partner[]>(list).data.find((item) => item.id === partner.id);
    expect(listed?.users).toEqual([
      { id: user.id, name: 'Externo Del Socio Número', email: user.email, active: true },
    ]);
  });
});
