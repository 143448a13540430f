import type { StaffAccount, StaffAccountList } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import {
  createdStaff,
  invitedAndSignedIn,
  staffAccountAction,
} from '../../../test/support/staff-accounts.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { users } from '../../platform/db/schema/index.ts';

let t: TestApp;
let ids: { invited: number; active: number; inactive: number; admin: number; usuario: number };

beforeAll(async () => {
  t = await buildTestApp();
  // Later than the seed's rows, which carry the real time of the run.
  t.clock.set('2030-01-01T12:00:00Z');
  const admin = await t.authAs('admin');
  t.clock.advance(60_000);
  const invited = await createdStaff(t, admin, {
    role: 'Externo',
    nombres: 'Ángela',
    apellidoPaterno: 'Quispe',
    documentNumber: '61000001',
  });
  t.clock.advance(60_000);
  const active = await invitedAndSignedIn(t, admin, { nombres: 'Renzo', apellidoPaterno: 'Peña' });
  t.clock.advance(60_000);
  const inactive = await createdStaff(t, admin, { role: 'Usuario', email: 'baja.total@cambix.test' });
  await staffAccountAction(t, admin, inactive.account.id, 'deactivate');
  ids = {
    invited: invited.account.id,
    active: active.account.id,
    inactive: inactive.account.id,
    admin: (await t.sessionOf('admin')).user.id,
    usuario: (await t.sessionOf('usuario')).user.id,
  };
});
afterAll(() => t.close());

async function list(query = '', role: 'admin' | 'usuario' = 'admin'): Promise<StaffAccount[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/staff-accounts${query}`,
    headers: await t.authAs(role),
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<StaffAccountList>(response).data.items;
}

const idsOf = (items: StaffAccount[]) => items.map((item) => item.id);

describe('the staff account list', () => {
  it('shows every managed role, newest first, and never a customer', async () => {
    const customer = await insertCustomer(t.ctx, { nombres: 'Renzo' });
    const items = await list();
    expect(idsOf(items).slice(0, 3)).toEqual([ids.inactive, ids.active, ids.invited]);
    expect(idsOf(items)).toEqual(expect.arrayContaining([ids.admin, ids.usuario]));
    expect(idsOf(items)).not.toContain(customer.id);
    expect(new Set(items.map((item) => item.role))).toEqual(
      new Set(['Administrador', 'Colaborador', 'Externo', 'Usuario']),
    );
  });

  it('tells invited, active and inactive apart and filters by them', async () => {
    const items = await list();
    const stateOf = (id: number) => items.find((item) => item.id === id)?.state;
    expect([stateOf(ids.invited), stateOf(ids.active), stateOf(ids.inactive)]).toEqual([
      'invited',
      'active',
      'inactive',
    ]);
    expect(idsOf(await list('?state=invited'))).toEqual([ids.invited]);
    expect(idsOf(await list('?state=inactive'))).toEqual([ids.inactive]);
    const active = await list('?state=active');
    expect(idsOf(active)).toContain(ids.active);
    expect(active.every((item) => item.state === 'active')).toBe(true);
  });

  it('searches names, document and email ignoring case and accents, every word', async () => {
    expect(idsOf(await list('?q=ANGELA'))).toEqual([ids.invited]);
    expect(idsOf(await list(`?q=${encodeURIComponent('quíspe angela')}`))).toEqual([ids.invited]);
    expect(idsOf(await list('?q=6100000'))).toEqual([ids.invited]);
    expect(idsOf(await list('?q=baja.total'))).toEqual([ids.inactive]);
    expect(idsOf(await list('?q=pena%20renzo'))).toEqual([ids.active]);
    expect(await list('?q=%25')).toEqual([]);
  });

  it('filters by role and refuses an unknown one', async () => {
    const externos = await list('?role=Externo');
    expect(externos.length).toBeGreaterThan(0);
    expect(externos.every((item) => item.role === 'Externo')).toBe(true);
    expect(idsOf(externos)).toContain(ids.invited);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-accounts?role=Cliente',
      headers: await t.authAs('admin'),
    });
    expect(body(refused).code).toBe('VALIDATION_FAILED');
  });

  it("marks manageable what the caller may change: never their own row, never an Administrador's for a Usuario", async () => {
    const byAdmin = await list();
    const manageable = (items: StaffAccount[], id: number) =>
      items.find((item) => item.id === id)?.manageable;
    expect(manageable(byAdmin, ids.admin)).toBe(false);
    expect(manageable(byAdmin, ids.usuario)).toBe(true);
    expect(manageable(byAdmin, ids.active)).toBe(true);
    const byUsuario = await list('', 'usuario');
    expect(manageable(byUsuario, ids.admin)).toBe(false);
    expect(manageable(byUsuario, ids.usuario)).toBe(false);
    expect(manageable(byUsuario, ids.active)).toBe(true);
    expect(manageable(byUsuario, ids.inactive)).toBe(true);
  });

  it('is closed to staff without the role, whatever their modules', async () => {
    const colaborador = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-accounts',
      headers: await t.authAs('colaborador'),
    });
    expect(body(colaborador).code).toBe('FORBIDDEN_ROLE');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, ids.admin));
    expect(row?.roleId).toBe(1);
  });
});
