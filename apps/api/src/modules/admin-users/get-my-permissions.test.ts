import { STAFF_MODULES, type MyPermissions } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador } from '../../../test/support/admin-customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const mine = async (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/my-permissions', headers });

describe('GET /api/admin/my-permissions', () => {
  it('gives the Administrador every module with edit', async () => {
    const data = body<MyPermissions>(await mine(await t.authAs('admin'))).data;
    expect(data.role).toBe('Administrador');
    expect(data.modules).toHaveLength(STAFF_MODULES.length);
    expect(data.modules.every((grant) => grant.canView && grant.canEdit)).toBe(true);
  });

  it('gives a Colaborador what was granted: the demo one views users but cannot edit them', async () => {
    const data = body<MyPermissions>(await mine(await t.authAs('colaborador'))).data;
    const grantOf = (module: string) => data.modules.find((grant) => grant.module === module);
    expect(grantOf('users')).toEqual({ module: 'users', canView: true, canEdit: false });
    expect(grantOf('pagos')).toEqual({ module: 'pagos', canView: true, canEdit: true });
    expect(grantOf('ajustes')).toEqual({ module: 'ajustes', canView: false, canEdit: false });

    const editOnly = await insertColaborador(t.ctx, [{ module: 'users', canView: false, canEdit: true }]);
    const token = body<{ token: string }>(await t.login(editOnly.documentNumber)).data.token;
    const granted = body<MyPermissions>(await mine({ authorization: `Bearer ${token}` })).data;
    // Edit implies view, as the server's own check does.
    expect(granted.modules.find((grant) => grant.module === 'users')).toEqual({
      module: 'users',
      canView: true,
      canEdit: true,
    });
  });

  it('is for staff only', async () => {
    expect((await mine(await t.authAs('cliente'))).statusCode).toBe(403);
    expect((await mine(await t.authAs('usuario'))).statusCode).toBe(403);
  });
});
