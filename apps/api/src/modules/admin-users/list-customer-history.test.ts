import type { CustomerHistoryEntry } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/db/schema/index.ts';
import { insertColaborador } from '../../../test/support/admin-customers.ts';
import { addAccount, operativeCustomer } from '../../../test/support/orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const history = async (userId: number, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/users/${userId}/history`,
    headers: headers ?? (await t.authAs('colaborador')),
  });

describe('GET /api/admin/users/:userId/history reads as a person reads it', () => {
  it('names the bank and the account, never a code or an id, and leaves out what did not change', async () => {
    const { user, headers } = await operativeCustomer(t);
    const account = await addAccount(t, headers, '003');
    // A row written before the names were recorded: only the bank's code and the account's id.
    await t.ctx.db.insert(auditLog).values({
      actorId: user.id,
      action: 'kyc.step-3',
      targetType: 'user',
      targetId: String(user.id),
      before: { state: 3 },
      after: { state: 0, accountStatus: 'POR_VALIDAR', bankAccountId: account.id },
    });
    await t.ctx.db.insert(auditLog).values({
      actorId: user.id,
      action: 'bank-account.update',
      targetType: 'user',
      targetId: String(user.id),
      before: { id: account.id, bank: '002', accountNumber: '19112345678901', alias: null, cci: '' },
      after: { id: account.id, bank: '003', accountNumber: account.accountNumber, alias: null, cci: null },
    });

    const response = await history(user.id);
    expect(response.statusCode).toBe(200);
    const entries = body<CustomerHistoryEntry[]>(response).data;
    const last4 = account.accountNumber.slice(-4);

    const update = entries.find((entry) => entry.action === 'bank-account.update');
    expect(update?.changes).toEqual([
      { field: 'account', before: 'BCP · ****8901', after: `Interbank · ****${last4}` },
    ]);

    const step = entries.find((entry) => entry.action === 'kyc.step-3');
    expect(step?.changes).toContainEqual({
      field: 'bankAccountId',
      before: null,
      after: `Interbank · ****${last4}`,
    });

    const created = entries.find((entry) => entry.action === 'bank-account.create');
    expect(created?.changes[0]).toEqual({
      field: 'account',
      before: null,
      after: `Interbank · ****${last4}`,
    });
    const fields = created?.changes.map((change) => change.field) ?? [];
    for (const hidden of ['id', 'bank', 'bankName', 'accountNumber', 'alias']) {
      expect(fields).not.toContain(hidden);
    }

    const everything = JSON.stringify(entries.flatMap((entry) => entry.changes));
    expect(everything).not.toContain('"003"');
    for (const entry of entries) {
      for (const change of entry.changes) {
        expect(
          [null, undefined, ''].includes(change.before as never) &&
            [null, undefined, ''].includes(change.after as never),
        ).toBe(false);
      }
    }
  });

  it('is refused to a Colaborador without the customers module', async () => {
    const { user } = await operativeCustomer(t);
    const outsider = await insertColaborador(t.ctx, [{ module: 'pagos', canView: true, canEdit: false }]);
    const login = body<{ token: string }>(await t.login(outsider.documentNumber)).data;
    const response = await history(user.id, { authorization: `Bearer ${login.token}` });
    expect(response.statusCode).toBe(403);
  });
});
