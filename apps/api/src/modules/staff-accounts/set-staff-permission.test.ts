import { ERROR_MESSAGES, ORDER_STATUS, STAFF_MODULES, type StaffPermissions } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInStatus, staffAction } from '../../../test/support/pipeline.ts';
import { orderRow } from '../../../test/support/order-rows.ts';
import {
  createdStaff,
  invitedAndSignedIn,
  permissionsOf,
  setPermission,
  staffAuditOf,
} from '../../../test/support/staff-accounts.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { staffPermissions } from '../../platform/db/schema/index.ts';
import { nextGrant } from './set-staff-permission.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const grantOf = (permissions: StaffPermissions, module: string) =>
  permissions.modules.find((row) => row.module === module);

describe('a Colaborador granted only pagos', () => {
  it('approves a payment and is refused devoluciones, users and ajustes with a Spanish message', async () => {
    const admin = await t.authAs('admin');
    const colaborador = await invitedAndSignedIn(t, admin);
    const granted = await setPermission(t, admin, colaborador.account.id, 'pagos', {
      canView: true,
      canEdit: true,
    });
    expect(granted.statusCode, granted.body).toBe(200);

    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/payments-queue',
      headers: colaborador.headers,
    });
    expect(queue.statusCode).toBe(200);
    const approved = await staffAction(t, colaborador.headers, order.id, 'approve', {
      operationNumber: 'OP-7001',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await orderRow(t.ctx, order.id)).status).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);

    // The admin settings route is built in parallel (issue 7): it must answer 403 here, never 200.
    for (const url of [
      '/api/admin/orders/payouts-queue',
      '/api/admin/users',
      '/api/admin/settings',
      '/api/admin/dashboard',
      '/api/admin/orders/board',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: colaborador.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(body(refused), url).toMatchObject({
        success: false,
        code: 'FORBIDDEN_MODULE',
        message: ERROR_MESSAGES.FORBIDDEN_MODULE,
      });
    }
    expect(ERROR_MESSAGES.FORBIDDEN_MODULE).toMatch(/permiso/i);
  });
});

describe('the permission matrix', () => {
  it('stores edit with view, clears edit with view, and upserts one module at a time with an audit row', async () => {
    const admin = await t.authAs('admin');
    const { account } = await createdStaff(t, admin);
    const put = async (module: 'flujo' | 'balance', canView: boolean, canEdit: boolean) => {
      const response = await setPermission(t, admin, account.id, module, { canView, canEdit });
      expect(response.statusCode, response.body).toBe(200);
      return body<StaffPermissions>(response).data;
    };

    expect(grantOf(await put('flujo', false, true), 'flujo')).toEqual({
      module: 'flujo',
      canView: true,
      canEdit: true,
    });
    expect(grantOf(await put('flujo', false, true), 'flujo')).toEqual({
      module: 'flujo',
      canView: false,
      canEdit: false,
    });
    expect(grantOf(await put('flujo', true, false), 'flujo')).toEqual({
      module: 'flujo',
      canView: true,
      canEdit: false,
    });
    const matrix = await put('balance', true, true);
    expect(matrix.modules.map((row) => row.module)).toEqual([...STAFF_MODULES]);
    expect(grantOf(matrix, 'flujo')).toMatchObject({ canView: true, canEdit: false });

    const rows = await t.ctx.db
      .select()
      .from(staffPermissions)
      .where(eq(staffPermissions.userId, account.id));
    expect(
      rows
        .map(({ module, canView, canEdit }) => ({ module, canView, canEdit }))
        .sort((a, b) => a.module.localeCompare(b.module)),
    ).toEqual([
      { module: 'balance', canView: true, canEdit: true },
      { module: 'flujo', canView: true, canEdit: false },
    ]);
    const audits = (await staffAuditOf(t, account.id)).filter((row) => row.action === 'staff.permission');
    expect(audits).toHaveLength(4);
    expect(audits[3]).toMatchObject({
      actorId: (await t.sessionOf('admin')).user.id,
      before: { module: 'flujo', canView: false, canEdit: false },
      after: { module: 'flujo', canView: true, canEdit: true },
    });

    // Saving what is already stored writes nothing.
    await put('balance', true, true);
    expect(
      (await staffAuditOf(t, account.id)).filter((row) => row.action === 'staff.permission'),
    ).toHaveLength(4);
  });

  it('edit implies view whatever was stored before', () => {
    const none = { canView: false, canEdit: false };
    const viewer = { canView: true, canEdit: false };
    const editor = { canView: true, canEdit: true };
    expect(nextGrant(none, { canView: false, canEdit: true })).toEqual(editor);
    expect(nextGrant(editor, { canView: false, canEdit: true })).toEqual(none);
    expect(nextGrant(viewer, { canView: false, canEdit: false })).toEqual(none);
    expect(nextGrant(editor, { canView: true, canEdit: false })).toEqual(viewer);
  });

  it('applies to Colaboradores only; an Administrador has every module and the others none', async () => {
    const admin = await t.authAs('admin');
    for (const role of ['Administrador', 'Externo', 'Usuario'] as const) {
      const { account } = await createdStaff(t, admin, { role });
      const refused = await setPermission(t, admin, account.id, 'pagos', { canView: true, canEdit: false });
      expect(refused.statusCode, role).toBe(409);
      expect(body(refused), role).toMatchObject({
        code: 'STAFF_PERMISSIONS_NOT_APPLICABLE',
        message: ERROR_MESSAGES.STAFF_PERMISSIONS_NOT_APPLICABLE,
      });
      const matrix = await permissionsOf(t, admin, account.id);
      const everything = role === 'Administrador';
      expect(
        matrix.modules.every((row) => row.canView === everything && row.canEdit === everything),
        role,
      ).toBe(true);
      expect(matrix.account.role).toBe(role);
    }
  });

  it("lets a Usuario manage a Colaborador's modules, and refuses a customer's id or an unknown module", async () => {
    const usuario = await t.authAs('usuario');
    const { account } = await createdStaff(t, usuario);
    const saved = await setPermission(t, usuario, account.id, 'users', { canView: true, canEdit: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(grantOf(await permissionsOf(t, usuario, account.id), 'users')).toMatchObject({ canView: true });

    const customerId = (await t.sessionOf('cliente')).user.id;
    const customer = await setPermission(t, usuario, customerId, 'users', { canView: true, canEdit: false });
    expect(body(customer).code).toBe('STAFF_ACCOUNT_NOT_FOUND');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff-accounts/${account.id}/permissions/nada`,
      headers: usuario,
      payload: { canView: true, canEdit: false },
    });
    expect(body(unknown).code).toBe('VALIDATION_FAILED');
    const colaborador = await setPermission(t, await t.authAs('colaborador'), account.id, 'users', {
      canView: true,
      canEdit: true,
    });
    expect(body(colaborador).code).toBe('FORBIDDEN_ROLE');
  });
});
