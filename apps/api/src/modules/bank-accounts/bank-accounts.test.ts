import { cciCheckDigits, type BankAccount, type Bank } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts } from '../../platform/db/schema/index.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { deleteBankAccount } from './delete-bank-account.ts';

let t: TestApp;
let catalogue: Bank[];
beforeAll(async () => {
  t = await buildTestApp();
  catalogue = body<Bank[]>(
    await t.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER }),
  ).data;
});
afterAll(() => t.close());

function account(code: string, number: string, extra: Record<string, unknown> = {}) {
  const bank = catalogue.find((candidate) => candidate.code === code)!;
  return {
    bankId: bank.id,
    accountTypeId: bank.accountTypes[0]!.id,
    currency: 'PEN',
    accountNumber: number,
    alias: null,
    isProvincia: false,
    holderDeclaration: true,
    ...extra,
  };
}

function cciOf(code: string, number: string): string {
  const first18 = `${code}100${number.padStart(12, '0').slice(-12)}`;
  return `${first18}${cciCheckDigits(first18)}`;
}

const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/createUpdateBank', headers, payload });
const list = async (headers: Record<string, string>) =>
  body<BankAccount[]>(await t.app.inject({ method: 'GET', url: '/api/listBanksUser', headers })).data;
const remove = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/deleteBankUser/${id}`, headers });

describe('POST /api/user/createUpdateBank', () => {
  it('adds an account of a bank where Cambix collects, without a CCI, and lists it', async () => {
    const ana = await t.authAs('cliente');
    const response = await save(ana, account('003', '2003001234567', { alias: 'Sueldo' }));
    expect(response.statusCode).toBe(200);
    expect(body<BankAccount>(response)).toMatchObject({
      data: {
        bank: { code: '003', name: 'Interbank' },
        accountNumber: '2003001234567',
        cci: null,
        alias: 'Sueldo',
      },
      message: 'Cuenta registrada.',
    });
    expect((await list(ana)).map((item) => item.bank.code)).toEqual(['002', '003']);
  });

  it('refuses a number of the wrong length for that bank and type, saying the length', async () => {
    const response = await save(await t.authAs('cliente'), account('002', '1911234567'));
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'BANK_ACCOUNT_NUMBER_INVALID',
      message: 'El número de cuenta no tiene la cantidad de dígitos de ese banco.',
      data: { fields: { accountNumber: 'Una cuenta ahorros de BCP tiene 14 dígitos.' } },
    });
  });

  it('asks for the CCI where Cambix has no account, and checks its prefix and check digits', async () => {
    const ana = await t.authAs('cliente');
    const missing = await save(ana, account('038', '12345678901'));
    expect(body(missing)).toMatchObject({
      code: 'BANK_ACCOUNT_CCI_REQUIRED',
      data: { fields: { cci: expect.stringContaining('BanBif') } },
    });

    const good = cciOf('038', '12345678901');
    const badDigit = `${good.slice(0, 19)}${(Number(good[19]) + 1) % 10}`;
    const wrongDigit = await save(ana, account('038', '12345678901', { cci: badDigit }));
    expect(wrongDigit.statusCode).toBe(400);
    expect(body(wrongDigit)).toMatchObject({
      code: 'BANK_ACCOUNT_CCI_INVALID',
      data: { fields: { cci: 'Los dígitos de control no coinciden: revisa que hayas copiado bien el CCI.' } },
    });
    const otherBank = await save(ana, account('038', '12345678901', { cci: cciOf('002', '12345678901') }));
    expect(body(otherBank)).toMatchObject({ data: { fields: { cci: 'El CCI de BanBif empieza con 038.' } } });

    const saved = await save(
      ana,
      account('038', '12345678901', {
        cci: good.replace(/(\d{3})/, '$1 '),
        currency: 'USD',
        isProvincia: true,
      }),
    );
    expect(body<BankAccount>(saved).data).toMatchObject({ cci: good, currency: 'USD', isProvincia: true });
    // Optional at a bank where Cambix collects, but still checked when given.
    const optional = await save(ana, account('011', '001102340100012345', { cci: badDigit }));
    expect(body(optional).code).toBe('BANK_ACCOUNT_CCI_INVALID');
  });

  it('needs the holder declaration, a bank of the catalogue and one of its account types', async () => {
    const ana = await t.authAs('cliente');
    const holder = await save(ana, account('003', '2003009999999', { holderDeclaration: false }));
    expect(body(holder)).toMatchObject({
      code: 'BANK_ACCOUNT_HOLDER_REQUIRED',
      message: 'Solo aceptamos cuentas a tu nombre: confirma que eres el titular.',
    });
    expect(body(await save(ana, account('003', '2003009999999', { bankId: 9999 }))).code).toBe(
      'BANK_NOT_FOUND',
    );
    const bcpType = catalogue.find((bank) => bank.code === '002')!.accountTypes[0]!.id;
    const mixed = await save(ana, account('003', '2003009999999', { accountTypeId: bcpType }));
    expect(body(mixed)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { accountTypeId: 'Elige un tipo de cuenta de Interbank.' } },
    });
    const several = await save(ana, account('038', '12', { holderDeclaration: false }));
    expect(body(several)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: {
          accountNumber: expect.any(String),
          cci: expect.any(String),
          holderDeclaration: expect.any(String),
        },
      },
    });
  });

  it('refuses the same account twice', async () => {
    const ana = await t.authAs('cliente');
    const again = await save(ana, account('002', '19112345678012'));
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      code: 'BANK_ACCOUNT_DUPLICATE',
      data: { fields: { accountNumber: 'Ya registraste esta cuenta.' } },
    });
  });

  it('edits one of the customer’s own accounts, never another’s, and records both', async () => {
    const ana = await t.authAs('cliente');
    const created = body<BankAccount>(await save(ana, account('009', '0001234567'))).data;
    const edited = await save(ana, {
      ...account('009', '0001234568', { alias: 'Ahorros Scotia' }),
      id: created.id,
    });
    expect(body<BankAccount>(edited)).toMatchObject({
      data: { id: created.id, accountNumber: '0001234568', alias: 'Ahorros Scotia' },
      message: 'Cuenta actualizada.',
    });

    const other = await registerCustomer(t);
    const foreign = await save(other.headers, { ...account('009', '0001234569'), id: created.id });
    expect(body(foreign).code).toBe('KYC_STEP_NOT_CURRENT');
    const maria = await t.authAs('clientePorActualizar');
    const stolen = await save(maria, { ...account('009', '0001234569'), id: created.id });
    expect(stolen.statusCode).toBe(404);
    expect(body(stolen).code).toBe('BANK_ACCOUNT_NOT_FOUND');
    expect((await list(ana)).find((item) => item.id === created.id)?.accountNumber).toBe('0001234568');

    const anaId = (await t.sessionOf('cliente')).user.id;
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'user'),
          eq(auditLog.targetId, String(anaId)),
          eq(auditLog.action, 'bank-account.update'),
        ),
      );
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: anaId,
        before: expect.objectContaining({ accountNumber: '0001234567' }),
        after: expect.objectContaining({ accountNumber: '0001234568', alias: 'Ahorros Scotia' }),
      }),
    ]);
  });

  it('is for validated customers only', async () => {
    const { headers } = await registerCustomer(t);
    expect(body(await save(headers, account('003', '2003001234567'))).code).toBe('KYC_STEP_NOT_CURRENT');
    expect(body(await save(await t.authAs('admin'), account('003', '2003001234567'))).code).toBe(
      'FORBIDDEN_ROLE',
    );
  });
});

describe('GET /api/deleteBankUser/:id', () => {
  it('soft-deletes the customer’s own account and keeps the row', async () => {
    const ana = await t.authAs('cliente');
    const created = body<BankAccount>(await save(ana, account('011', '001102340100099999'))).data;
    const response = await remove(ana, created.id);
    expect(body(response)).toEqual({ success: true, data: { id: created.id }, message: 'Cuenta eliminada.' });
    expect((await list(ana)).some((item) => item.id === created.id)).toBe(false);
    const [row] = await t.ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, created.id));
    expect(row?.deletedAt).toEqual(t.clock.now());
    expect(body(await remove(ana, created.id)).code).toBe('BANK_ACCOUNT_NOT_FOUND');
    // Deleted, the same account may be added again.
    expect((await save(ana, account('011', '001102340100099999'))).statusCode).toBe(200);
  });

  it('refuses another customer’s account and leaves it in place', async () => {
    const [anasAccount] = await list(await t.authAs('cliente'));
    const response = await remove(await t.authAs('clientePorActualizar'), anasAccount!.id);
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('BANK_ACCOUNT_NOT_FOUND');
    expect((await list(await t.authAs('cliente'))).some((item) => item.id === anasAccount!.id)).toBe(true);
  });

  it('is refused while something holds the account (an open order, with the orders issue)', async () => {
    const ana = await t.authAs('cliente');
    const created = body<BankAccount>(await save(ana, account('002', '19100000000001'))).data;
    const principal = {
      userId: (await t.sessionOf('cliente')).user.id,
      role: 'Cliente' as const,
      sessionId: 'unused',
      authTime: 0,
    };
    const openOrder = { name: 'open order', isInUse: async (_db: unknown, id: number) => id === created.id };
    await expect(deleteBankAccount(t.ctx, principal, created.id, [openOrder])).rejects.toMatchObject({
      code: 'BANK_ACCOUNT_IN_USE',
      status: 409,
    });
    expect((await list(ana)).some((item) => item.id === created.id)).toBe(true);
  });
});
