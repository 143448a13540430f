import { ERROR_MESSAGES, ROLE_IDS } from '@cambix/contract';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlapping } from '../../../test/support/pipeline.ts';
import { invitedAndSignedIn, updateStaff } from '../../../test/support/staff-accounts.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { deactivateStaffAccount } from './deactivate-staff-account.ts';
import { updateStaffAccount } from './update-staff-account.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const activeAdministrators = () =>
  t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.roleId, ROLE_IDS.Administrador),
        ne(users.accountStatus, 'BLOQUEADO'),
        isNotNull(users.passwordHash),
      ),
    );

describe('the last active Administrador', () => {
  it('is never demoted nor deactivated, even by a manager whose own account just went away', async () => {
    const admin = await t.sessionOf('admin');
    const other = await invitedAndSignedIn(t, await t.authAs('admin'), { role: 'Administrador' });
    // The caller was deactivated while their request was on its way: the other is the last one left.
    await t.ctx.db.update(users).set({ accountStatus: 'BLOQUEADO' }).where(eq(users.id, admin.user.id));
    const caller = {
      userId: admin.user.id,
      role: 'Administrador' as const,
      sessionId: 'unused',
      authTime: 0,
    };

    await expect(deactivateStaffAccount(t.ctx, caller, other.account.id)).rejects.toMatchObject({
      code: 'STAFF_LAST_ADMINISTRATOR',
      status: 409,
      message: ERROR_MESSAGES.STAFF_LAST_ADMINISTRATOR,
    });
    await expect(
      updateStaffAccount(t.ctx, caller, other.account.id, {
        ...other.input,
        role: 'Colaborador',
        celular: null,
        partnerId: null,
      }),
    ).rejects.toMatchObject({ code: 'STAFF_LAST_ADMINISTRATOR' });
    expect(await activeAdministrators()).toEqual([{ id: other.account.id }]);

    await t.ctx.db.update(users).set({ accountStatus: 'ACTIVO' }).where(eq(users.id, admin.user.id));
    const demoted = await updateStaffAccount(t.ctx, caller, other.account.id, {
      ...other.input,
      role: 'Colaborador',
      celular: null,
      partnerId: null,
    });
    expect(demoted.role).toBe('Colaborador');
  });

  it('survives two Administradores demoting each other at the same moment', async () => {
    const first = await invitedAndSignedIn(t, await t.authAs('admin'), { role: 'Administrador' });
    const second = await invitedAndSignedIn(t, await t.authAs('admin'), { role: 'Administrador' });
    // Only these two stay active, so each demotion alone would be allowed.
    await t.ctx.db
      .update(users)
      .set({ accountStatus: 'BLOQUEADO' })
      .where(eq(users.id, (await t.sessionOf('admin')).user.id));
    expect(await activeAdministrators()).toHaveLength(2);

    const lockAdministrators = (tx: Tx) =>
      tx.select().from(users).where(eq(users.roleId, ROLE_IDS.Administrador)).for('update');
    const answers = await overlapping(t, lockAdministrators, 2, () =>
      Promise.all([
        updateStaff(t, first.headers, second.account.id, { ...second.input, role: 'Colaborador' }),
        updateStaff(t, second.headers, first.account.id, { ...first.input, role: 'Colaborador' }),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, expect.any(Number)]);
    const refusal = answers.find((answer) => answer.statusCode !== 200)!;
    // On PostgreSQL both passed the access check and waited on the lock; PGlite runs them one after the
    // other, so the loser's token may already carry the role it lost.
    const expected =
      t.ctx.dbDriver === 'postgres'
        ? ['STAFF_LAST_ADMINISTRATOR']
        : ['STAFF_LAST_ADMINISTRATOR', 'AUTH_TOKEN_INVALID'];
    expect(expected).toContain(body(refusal).code);
    expect(await activeAdministrators()).toHaveLength(1);
  });
});
