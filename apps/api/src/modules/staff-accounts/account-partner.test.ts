import type { StaffAccount, StaffAccountList } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartner } from '../../../test/support/partner-rows.ts';
import { createStaff, staffAuditOf, staffInput, updateStaff } from '../../../test/support/staff-accounts.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { users } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const partnerIdOf = async (id: number) =>
  (await t.ctx.db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, id)))[0]?.partnerId;

describe('the partner of an Externo account', () => {
  it('is chosen from every partner, inactive ones too, by a Usuario as by an Administrador', async () => {
    const paused = await insertPartner(t.ctx, { name: 'Zeta Pausado S.A.C.', active: false });
    for (const role of ['usuario', 'admin'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/staff-accounts/partners',
        headers: await t.authAs(role),
      });
      expect(response.statusCode, response.body).toBe(200);
      const names = body<{ id: number; name: string; active: boolean }[]>(response).data;
      expect(names).toContainEqual({ id: paused.id, name: 'Zeta Pausado S.A.C.', active: false });
      expect(names.map((partner) => partner.name)).toContain('Agente Rápido S.A.C.');
    }
    const externo = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-accounts/partners',
      headers: await t.authAs('externo'),
    });
    expect(externo.statusCode).toBe(403);
  });

  it('is required, must exist, and is shown with the account and in the list', async () => {
    const admin = await t.authAs('admin');
    const missing = await createStaff(t, admin, staffInput({ role: 'Externo', partnerId: null }));
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { partnerId: 'Elige el socio al que pertenece.' } },
    });

    const unknown = await createStaff(t, admin, staffInput({ role: 'Externo', partnerId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { partnerId: 'Ese socio no existe. Elige otro.' } },
    });

    const partner = await insertPartner(t.ctx, { name: 'Agente Uno S.A.C.' });
    const input = staffInput({ role: 'Externo', partnerId: partner.id });
    const created = await createStaff(t, admin, input);
    expect(created.statusCode, created.body).toBe(200);
    const account = body<StaffAccount>(created).data;
    expect(account.partner).toEqual({ id: partner.id, name: 'Agente Uno S.A.C.' });
    expect(await partnerIdOf(account.id)).toBe(partner.id);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/staff-accounts?q=${input.documentNumber}`,
      headers: admin,
    });
    expect(body<StaffAccountList>(list).data.items).toEqual([
      expect.objectContaining({ id: account.id, partner: { id: partner.id, name: 'Agente Uno S.A.C.' } }),
    ]);
  });

  it('is null for every other role, whatever the request says', async () => {
    const admin = await t.authAs('admin');
    const partner = await insertPartner(t.ctx);
    const created = await createStaff(t, admin, staffInput({ role: 'Colaborador', partnerId: partner.id }));
    const account = body<StaffAccount>(created).data;
    expect(account.partner).toBeNull();
    expect(await partnerIdOf(account.id)).toBeNull();
  });

  it('moves to another partner with an audit row, and leaves with a change of role', async () => {
    const admin = await t.authAs('admin');
    const first = await insertPartner(t.ctx);
    const second = await insertPartner(t.ctx, { name: 'Bodega Dos E.I.R.L.' });
    const input = staffInput({ role: 'Externo', partnerId: first.id });
    const account = body<StaffAccount>(await createStaff(t, admin, input)).data;

    const unknown = await updateStaff(t, admin, account.id, { ...input, partnerId: 999_999 });
    expect(body(unknown).data).toEqual({ fields: { partnerId: 'Ese socio no existe. Elige otro.' } });
    expect(await partnerIdOf(account.id)).toBe(first.id);

    const moved = await updateStaff(t, admin, account.id, { ...input, partnerId: second.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<StaffAccount>(moved).data.partner).toEqual({ id: second.id, name: 'Bodega Dos E.I.R.L.' });
    const [audit] = await staffAuditOf(t, account.id);
    expect(audit).toMatchObject({
      action: 'staff.update',
      before: { partnerId: first.id },
      after: { partnerId: second.id },
    });

    const usuario = await updateStaff(t, admin, account.id, {
      ...input,
      role: 'Usuario',
      partnerId: second.id,
    });
    expect(body<StaffAccount>(usuario).data.partner).toBeNull();
    expect(await partnerIdOf(account.id)).toBeNull();
  });
});
