import { ROLE_IDS, type CustomerList } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { users } from '../../platform/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { nearerEnd } from './list-customers.ts';

// The seeded demo customers are in every list too.
const DEMO_CUSTOMERS = DEMO_ACCOUNTS.filter((account) => account.role === 'Cliente').length;
const ALL = DEMO_CUSTOMERS + 16;

let t: TestApp;
let admin: { authorization: string };

async function list(query: string, headers = admin) {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers });
  return { response, data: body<CustomerList>(response).data };
}

const ids = (data: CustomerList) => data.items.map((item) => item.id);

let jose: number;
let maria: number;
let luis: number;
let nahui: number;
const paged: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  jose = (
    await insertCustomer(t.ctx, {
      nombres: 'José',
      apellidoPaterno: 'Álvarez',
      apellidoMaterno: 'Núñez',
      documentNumber: '01234567',
      email: 'jose.alvarez@correo.pe',
      accountStatus: 'ACTIVO',
      commissionPercent: '4.00',
      isPremium: true,
      createdAt: new Date('2026-10-05T15:00:00Z'),
    })
  ).id;
  // 23:30 on 31 October in Lima.
  maria = (
    await insertCustomer(t.ctx, {
      nombres: 'María',
      apellidoPaterno: 'Peña',
      apellidoMaterno: 'Quispe',
      email: 'maria.pena@correo.pe',
      accountStatus: 'POR_VALIDAR',
      createdAt: new Date('2026-11-01T04:30:00Z'),
    })
  ).id;
  luis = (
    await insertCustomer(t.ctx, {
      nombres: 'Luis',
      apellidoPaterno: 'Ramos',
      apellidoMaterno: 'Ccori',
      accountStatus: 'REGISTRADO',
      kycStep: 2,
      isSpecial: true,
      monthlyLimit: '80000.00',
      commissionPercent: '3.50',
      createdAt: new Date('2026-11-10T20:00:00Z'),
    })
  ).id;
  nahui = (
    await insertCustomer(t.ctx, {
      nombres: 'Rosa',
      apellidoPaterno: 'Ñahui',
      apellidoMaterno: 'Apaza',
      accountStatus: 'BLOQUEADO',
      createdAt: new Date('2026-11-15T12:00:00Z'),
    })
  ).id;
  for (const [index, letter] of [...'LKJIHGFEDCBA'].entries()) {
    const row = await insertCustomer(t.ctx, {
      nombres: `Paginado ${letter}`,
      apellidoPaterno: `Apellido${letter}`,
      createdAt: new Date(Date.UTC(2026, 8, 1 + index)),
    });
    paged.push(row.id);
  }
});
afterAll(() => t.close());

describe('GET /api/admin/users', () => {
  it('lists customers only, newest first by default, with the total and the commission in force', async () => {
    const { response, data } = await list('pageSize=100');
    expect(response.statusCode).toBe(200);
    // The demo customers plus the 16 written here; no staff account.
    expect(data.total).toBe(ALL);
    expect(data.items).toHaveLength(ALL);
    expect(data.items.map((item) => item.dni)).not.toContain('10000001');
    const registered = data.items.map((item) => item.registeredAt);
    expect([...registered].sort().reverse()).toEqual(registered);
    const joseRow = data.items.find((item) => item.id === jose);
    expect(joseRow).toMatchObject({
      nombres: 'José',
      apellido_paterno: 'Álvarez',
      dni: '01234567',
      accountStatus: 'ACTIVO',
      kycStep: 0,
      commissionPercent: '4.00',
      isPremium: true,
      isSpecial: false,
      registeredAt: '2026-10-05T15:00:00.000Z',
    });
    expect(data.items.find((item) => item.id === maria)?.commissionPercent).toBe('4.50');
  });

  it('searches names, document and email ignoring case and accents, every word must match', async () => {
    expect(ids((await list('q=alvarez')).data)).toEqual([jose]);
    expect(ids((await list('q=PENA')).data)).toEqual([maria]);
    expect(ids((await list('q=nahui')).data)).toEqual([nahui]);
    expect(ids((await list('q=núñez%20JOSÉ')).data)).toEqual([jose]);
    expect(ids((await list('q=0123456')).data)).toEqual([jose]);
    expect(ids((await list('q=maria.pena@')).data)).toEqual([maria]);
    expect((await list('q=jose%20pena')).data.total).toBe(0);
    // LIKE wildcards are plain characters.
    expect((await list('q=%25')).data.total).toBe(0);
    // The text searched is kept by the database as the person's data changes (decision 204).
    const [before] = await t.ctx.db.select({ celular: users.celular }).from(users).where(eq(users.id, nahui));
    await t.ctx.db.update(users).set({ celular: '987650001' }).where(eq(users.id, nahui));
    expect(ids((await list('q=987650001')).data)).toEqual([nahui]);
    await t.ctx.db.update(users).set({ celular: before!.celular }).where(eq(users.id, nahui));
    expect((await list('q=987650001')).data.total).toBe(0);
  });

  it('filters by status, KYC step, commission in force, premium, special', async () => {
    expect(ids((await list('status=BLOQUEADO')).data)).toEqual([nahui]);
    expect(ids((await list('kycStep=2')).data)).toEqual([luis]);
    expect(ids((await list('commission=4.00')).data)).toEqual([jose]);
    expect(ids((await list('commission=3.5')).data)).toEqual([luis]);
    // The default commission covers every customer without their own.
    expect((await list('commission=4.50&pageSize=100')).data.total).toBe(ALL - 2);
    expect(ids((await list('premium=true')).data)).toEqual([jose]);
    expect((await list('premium=false&pageSize=100')).data.total).toBe(ALL - 1);
    expect(ids((await list('special=true')).data)).toEqual([luis]);
    expect(ids((await list('status=ACTIVO&premium=true')).data)).toEqual([jose]);
    expect((await list('status=ACTIVO&special=true')).data.total).toBe(0);
    // Empty values are no filter.
    expect((await list('status=&q=&kycStep=&pageSize=100')).data.total).toBe(ALL);
    // Each filter alone narrows the total as well as the rows: only the unfiltered total is kept apart.
    for (const query of [
      'q=alvarez',
      'status=BLOQUEADO',
      'kycStep=2',
      'commission=4.00',
      'premium=true',
      'special=true',
      'from=2026-10-31',
      'to=2026-09-30',
    ]) {
      const { data } = await list(`${query}&pageSize=100`);
      expect(data.total, query).toBe(data.items.length);
      expect(data.total, query).toBeLessThan(ALL);
    }
  });

  it('reads registration dates as calendar days in Lima, both ends included', async () => {
    expect(ids((await list('from=2026-10-31&to=2026-10-31')).data)).toEqual([maria]);
    expect(ids((await list('from=2026-11-01&to=2026-11-10')).data)).toEqual([luis]);
    expect(ids((await list('from=2026-10-01&to=2026-11-20&sort=registeredAt&order=asc')).data)).toEqual([
      jose,
      maria,
      luis,
      nahui,
    ]);
    expect(ids((await list('to=2026-09-30&pageSize=100')).data)).toHaveLength(12);
  });

  it('pages on the server in a stable order, without overlap', async () => {
    const first = (await list('q=paginado&sort=name&order=asc&pageSize=10&page=1')).data;
    const second = (await list('q=paginado&sort=name&order=asc&pageSize=10&page=2')).data;
    expect(first.total).toBe(12);
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(2);
    // Past the last page a search still tells how many it found.
    const past = (await list('q=paginado&sort=name&order=asc&pageSize=10&page=3')).data;
    expect(past).toMatchObject({ total: 12, page: 3, items: [] });
    expect((await list(`pageSize=10&page=${Math.ceil(ALL / 10) + 1}`)).data).toMatchObject({
      total: ALL,
      items: [],
    });
    const names = [...first.items, ...second.items].map((item) => item.apellido_paterno);
    expect(names).toEqual([...'ABCDEFGHIJKL'].map((letter) => `Apellido${letter}`));
    const descending = (await list('q=paginado&sort=name&order=desc&pageSize=10')).data;
    expect(descending.items[0]?.apellido_paterno).toBe('ApellidoL');
    // Accents do not push a name to the end: Álvarez sorts with the A.
    const byName = (await list('sort=name&order=asc&pageSize=10')).data;
    expect(byName.items.slice(0, 3).map((item) => item.apellido_paterno)).toEqual([
      'Álvarez',
      'ApellidoA',
      'ApellidoB',
    ]);
    const byStatus = (await list('sort=status&order=asc&pageSize=100')).data.items.map(
      (item) => item.accountStatus,
    );
    expect(byStatus.indexOf('REGISTRADO')).toBeLessThan(byStatus.indexOf('ACTIVO'));
    expect(byStatus.lastIndexOf('ACTIVO')).toBeLessThan(byStatus.indexOf('BLOQUEADO'));
  });

  it('reads a page past the middle from the far end: the same rows in the same order', async () => {
    for (const query of ['sort=registeredAt&order=desc', 'sort=name&order=asc', 'sort=status&order=desc']) {
      const whole = ids((await list(`${query}&pageSize=100`)).data);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(ALL / 10); page++) {
        const { data } = await list(`${query}&pageSize=10&page=${page}`);
        expect(data.total).toBe(ALL);
        paged.push(...ids(data));
      }
      expect(paged).toEqual(whole);
    }
  });

  it('keeps the customers counted as they register, change role and are deleted (migration 0049)', async () => {
    const total = async () => (await list('pageSize=10')).data.total;
    const usuario = await insertCustomer(t.ctx, { roleId: ROLE_IDS.Usuario, nombres: 'Contado' });
    expect(await total()).toBe(ALL);
    await t.ctx.db.update(users).set({ roleId: ROLE_IDS.Cliente }).where(eq(users.id, usuario.id));
    expect(await total()).toBe(ALL + 1);
    // A change of any other column leaves the count as it was.
    await t.ctx.db.update(users).set({ nombres: 'Recontado' }).where(eq(users.id, usuario.id));
    expect(await total()).toBe(ALL + 1);
    await t.ctx.db.update(users).set({ roleId: ROLE_IDS.Usuario }).where(eq(users.id, usuario.id));
    expect(await total()).toBe(ALL);
    await t.ctx.db.update(users).set({ roleId: ROLE_IDS.Cliente }).where(eq(users.id, usuario.id));
    await t.ctx.db.delete(users).where(eq(users.id, usuario.id));
    expect(await total()).toBe(ALL);
  });

  it('refuses filters it cannot read, naming the field', async () => {
    const badDate = await list('from=2026-02-30');
    expect(badDate.response.statusCode).toBe(400);
    expect(body(badDate.response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { from: 'Usa una fecha válida.' } },
    });
    const reversed = await list('from=2026-11-10&to=2026-11-01');
    expect(body(reversed.response)).toMatchObject({
      data: { fields: { to: expect.stringContaining('posterior') } },
    });
    expect((await list('pageSize=1000')).response.statusCode).toBe(400);
    expect((await list('sort=password')).response.statusCode).toBe(400);
  });

  it('lets staff with the users module in, and nobody else', async () => {
    expect((await list('', await t.authAs('colaborador'))).response.statusCode).toBe(200);

    const withoutUsers = await insertColaborador(t.ctx, [{ module: 'pagos', canView: true, canEdit: true }]);
    const login = await t.login(withoutUsers.documentNumber);
    const token = body<{ token: string }>(login).data.token;
    const refused = await list('', { authorization: `Bearer ${token}` });
    expect(refused.response.statusCode).toBe(403);
    expect(body(refused.response)).toMatchObject({ success: false, code: 'FORBIDDEN_MODULE' });

    const customer = await list('', await t.authAs('cliente'));
    expect(body(customer.response)).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('nearerEnd', () => {
  it('reads forward up to the middle and from the far end past it', () => {
    expect(nearerEnd(0, 10, 25)).toEqual({ skip: 0, fromEnd: false });
    // As many rows after the page as before it: forward.
    expect(nearerEnd(10, 10, 30)).toEqual({ skip: 10, fromEnd: false });
    expect(nearerEnd(9, 10, 30)).toEqual({ skip: 9, fromEnd: false });
    expect(nearerEnd(11, 10, 30)).toEqual({ skip: 9, fromEnd: true });
    // The last page, full or not, starts at the far end.
    expect(nearerEnd(20, 10, 30)).toEqual({ skip: 0, fromEnd: true });
    expect(nearerEnd(20, 10, 25)).toEqual({ skip: 0, fromEnd: true });
  });
});
