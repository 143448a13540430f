import type { Bank, CambixAccountSettings } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankByCode } from '../../../test/support/orders.ts';
import { overlapping } from '../../../test/support/pipeline.ts';
import { auditOf, cciAt, settingsCall } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cambixAccounts, ledgerEntries } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  // This file makes its own dollar accounts where the seed put some (docs/rules/exchange.md).
  await t.ctx.db.delete(cambixAccounts).where(eq(cambixAccounts.currency, 'USD'));
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const list = async () =>
  body<CambixAccountSettings[]>(await settingsCall(t, admin, 'GET', '/cambix-accounts')).data;
const publicBank = async (code: string) =>
  body<Bank[]>(await t.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER })).data.find(
    (bank) => bank.code === code,
  );

const accountAt = (bankId: number, code: string, overrides: Record<string, unknown> = {}) => ({
  bankId,
  currency: 'USD',
  purpose: 'collection',
  accountNumber: '1931234567890',
  cci: cciAt(code, '1931234567890'),
  holderName: 'Cambix S.A.C.',
  active: true,
  ...overrides,
});

describe("Cambix's accounts", () => {
  it('lists them with their ledger balance', async () => {
    const accounts = await list();
    const bcp = accounts.filter((account) => account.bankName === 'Banco de Crédito del Perú');
    expect(bcp.map((account) => [account.currency, account.purpose, account.balance])).toEqual([
      ['PEN', 'collection', '0.00'],
      ['PEN', 'payout', '0.00'],
    ]);
    expect(bcp[0]).toMatchObject({
      openingBalance: null,
      active: true,
      cci: expect.stringMatching(/^002\d{17}$/),
    });
  });

  it('creates one per bank, currency and purpose; refuses a duplicate, an unknown bank, a CCI of another bank', async () => {
    const bcp = await bankByCode(t, '002');
    const created = await settingsCall(t, admin, 'POST', '/cambix-accounts', accountAt(bcp.id, '002'));
    expect(created.statusCode).toBe(200);
    const account = body<CambixAccountSettings>(created).data;
    expect(account).toMatchObject({
      currency: 'USD',
      purpose: 'collection',
      balance: '0.00',
      bankId: bcp.id,
    });
    const [audit] = await auditOf(t, 'cambix-account.create', account.id);
    expect(audit?.after).toMatchObject({
      currency: 'USD',
      purpose: 'collection',
      accountNumber: '1931234567890',
    });

    const duplicate = await settingsCall(t, admin, 'POST', '/cambix-accounts', accountAt(bcp.id, '002'));
    expect(duplicate.statusCode).toBe(409);
    expect(body(duplicate).code).toBe('CAMBIX_ACCOUNT_DUPLICATE');

    const unknown = await settingsCall(t, admin, 'POST', '/cambix-accounts', accountAt(999999, '002'));
    expect(body(unknown)).toMatchObject({
      code: 'BANK_NOT_FOUND',
      data: { fields: { bankId: expect.any(String) } },
    });

    const otherBank = await settingsCall(
      t,
      admin,
      'POST',
      '/cambix-accounts',
      accountAt(bcp.id, '003', { purpose: 'payout' }),
    );
    expect(body(otherBank)).toMatchObject({
      code: 'BANK_ACCOUNT_CCI_INVALID',
      data: { fields: { cci: 'El CCI de BCP empieza con 002.' } },
    });
    const badDigits = await settingsCall(t, admin, 'POST', '/cambix-accounts', {
      ...accountAt(bcp.id, '002', { purpose: 'payout' }),
      cci: '00210000193123456789',
      accountNumber: '12a',
    });
    expect(body(badDigits).data).toEqual({
      fields: {
        cci: 'El CCI no es válido: revisa los 20 dígitos.',
        accountNumber: 'El número de cuenta tiene solo dígitos (5 a 20).',
      },
    });
    expect((await list()).filter((row) => row.bankId === bcp.id)).toHaveLength(3);
  });

  it('keeps the catalogue flag of a bank with an active PEN collection account true exactly then', async () => {
    const banbif = await bankByCode(t, '038');
    expect(banbif.hasCollectionAccount).toBe(false);
    const created = await settingsCall(
      t,
      admin,
      'POST',
      '/cambix-accounts',
      accountAt(banbif.id, '038', { currency: 'PEN' }),
    );
    const account = body<CambixAccountSettings>(created).data;
    expect((await publicBank('038'))?.hasCollectionAccount).toBe(true);

    const { accountNumber, cci, holderName } = account;
    const deactivated = await settingsCall(t, admin, 'PUT', `/cambix-accounts/${account.id}`, {
      accountNumber,
      cci,
      holderName: 'Cambix Perú S.A.C.',
      active: false,
    });
    expect(body<CambixAccountSettings>(deactivated).data).toMatchObject({
      active: false,
      holderName: 'Cambix Perú S.A.C.',
    });
    expect((await publicBank('038'))?.hasCollectionAccount).toBe(false);
    const [audit] = await auditOf(t, 'cambix-account.update', account.id);
    expect(audit).toMatchObject({ before: { active: true, holderName }, after: { active: false } });

    await settingsCall(t, admin, 'PUT', `/cambix-accounts/${account.id}`, {
      accountNumber,
      cci,
      holderName,
      active: true,
    });
    expect((await publicBank('038'))?.hasCollectionAccount).toBe(true);
    const missing = await settingsCall(t, admin, 'PUT', '/cambix-accounts/999999', {
      accountNumber,
      cci,
      holderName,
      active: true,
    });
    expect(body(missing).code).toBe('CAMBIX_ACCOUNT_NOT_FOUND');
  });

  it('records the opening balance once, as an ingreso of kind opening that the balance counts', async () => {
    const [account] = (await list()).filter((row) => row.purpose === 'payout');
    const url = `/cambix-accounts/${account!.id}/opening-balance`;
    const zero = await settingsCall(t, admin, 'POST', url, { amount: '0' });
    expect(body(zero).data).toEqual({ fields: { amount: 'El saldo inicial debe ser mayor que 0.' } });

    const recorded = await settingsCall(t, admin, 'POST', url, { amount: '25000.5', note: 'Saldo al abrir' });
    expect(recorded.statusCode).toBe(200);
    expect(body<CambixAccountSettings>(recorded).data).toMatchObject({
      balance: '25000.50',
      openingBalance: '25000.50',
    });
    const again = await settingsCall(t, admin, 'POST', url, { amount: '100' });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('OPENING_BALANCE_EXISTS');
    const rows = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.cambixAccountId, account!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        direction: 'ingreso',
        kind: 'opening',
        amount: '25000.50',
        note: 'Saldo al abrir',
      }),
    ]);
  });

  it('two racing requests record one opening balance', async () => {
    const interbank = await bankByCode(t, '003');
    const created = await settingsCall(t, admin, 'POST', '/cambix-accounts', accountAt(interbank.id, '003'));
    const accountId = body<CambixAccountSettings>(created).data.id;
    const url = `/cambix-accounts/${accountId}/opening-balance`;
    const responses = await overlapping(
      t,
      (tx) => tx.select().from(cambixAccounts).where(eq(cambixAccounts.id, accountId)).for('update'),
      2,
      () =>
        Promise.all([
          settingsCall(t, admin, 'POST', url, { amount: '100' }),
          settingsCall(t, admin, 'POST', url, { amount: '200' }),
        ]),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.map((response) => body(response).code).filter(Boolean)).toEqual([
      'OPENING_BALANCE_EXISTS',
    ]);
    const rows = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.cambixAccountId, accountId), eq(ledgerEntries.kind, 'opening')));
    expect(rows).toHaveLength(1);
  });
});
