import crypto from 'node:crypto';
import { cciCheckDigits, type Bank, type BankAccount, type Order } from '@cambix/contract';
import type { users } from '../../src/platform/db/schema/index.ts';
import { insertCustomer } from './admin-customers.ts';
import { multipart, photo } from './multipart.ts';
import { APP_KEY_HEADER, body, type TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** A customer who may operate: KYC complete and data given, ACTIVO unless told otherwise; signed in. */
export async function operativeCustomer(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await insertCustomer(t.ctx, {
    accountStatus: 'ACTIVO',
    birthDate: '1990-04-12',
    gender: 'F',
    ubigeo: '150101',
    direccion: 'Jr. Lampa 123',
    ocupacion: 'Contadora',
    ...overrides,
  });
  const login = await t.login(user.documentNumber);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const headers = { authorization: `Bearer ${body<{ token: string }>(login).data.token}` };
  return { user, headers };
}

export async function bankByCode(t: TestApp, code: string): Promise<Bank> {
  const banks = body<Bank[]>(
    await t.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER }),
  ).data;
  const bank = banks.find((candidate) => candidate.code === code);
  if (!bank) throw new Error(`no bank ${code}`);
  return bank;
}

/** One of the customer's accounts at that bank, in soles unless told (with its CCI, so any payment bank works). */
export async function addAccount(
  t: TestApp,
  headers: Headers,
  code: string,
  currency: 'PEN' | 'USD' = 'PEN',
): Promise<BankAccount> {
  const bank = await bankByCode(t, code);
  const type = bank.accountTypes[0]!;
  const number = String(crypto.randomInt(10 ** (type.minLength - 1), 10 ** type.minLength - 1));
  const first18 = `${code}100${number.padStart(12, '0').slice(-12)}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/createUpdateBank',
    headers,
    payload: {
      bankId: bank.id,
      accountTypeId: type.id,
      currency,
      accountNumber: number,
      cci: `${first18}${cciCheckDigits(first18)}`,
      alias: null,
      isProvincia: false,
      holderDeclaration: true,
    },
  });
  if (response.statusCode !== 200) throw new Error(`account not saved: ${response.body}`);
  return body<BankAccount>(response).data;
}

export const newOrder = (t: TestApp, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/new-order',
    headers,
    // Every customer order declares its origen de fondos; a test asking without it passes `fundsOrigin: undefined`.
    payload: { idempotencyKey: crypto.randomUUID(), fundsOrigin: 'ahorros', ...payload },
  });

/** A TEMPORAL order of S/ `sendAmount` paid from and to the customer's account at that bank (BCP by default). */
export async function createOrder(t: TestApp, headers: Headers, sendAmount = '500', bankCode = '002') {
  const account = await addAccount(t, headers, bankCode);
  const bank = await bankByCode(t, bankCode);
  const response = await newOrder(t, headers, {
    bankId: bank.id,
    sendAmount,
    destinationAccountId: account.id,
  });
  if (response.statusCode !== 200) throw new Error(`order not created: ${response.body}`);
  return body<Order>(response).data;
}

export async function uploadVoucher(
  t: TestApp,
  headers: Headers,
  orderId: number,
  fields: Record<string, string> = {},
) {
  const form = multipart(fields, { name: 'voucher.jpg', data: await photo('#15803d') });
  return t.app.inject({
    method: 'POST',
    url: `/api/sendImageOrder/${orderId}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

export const finalize = (
  t: TestApp,
  headers: Headers,
  orderId: number,
  payload: Record<string, unknown> = {},
) => t.app.inject({ method: 'POST', url: `/api/order/save-order/${orderId}`, headers, payload });
