import crypto from 'node:crypto';
import {
  cciCheckDigits,
  type PartnerLinkView,
  type PartnerOrder,
  type PartnerOrderRequest,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { bankAccountTypes, banks, partners, users } from '../../src/platform/db/schema/index.ts';
import { multipart, photo } from './multipart.ts';
import { APP_KEY_HEADER, body, demoAccount, type TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** The partner business a demo Externo account belongs to (the seed attaches both). */
export async function partnerIdOf(t: TestApp, role: 'externo' | 'externo2'): Promise<number> {
  const [row] = await t.ctx.db
    .select({ partnerId: users.partnerId })
    .from(users)
    .where(eq(users.documentNumber, demoAccount(role).dni));
  if (!row?.partnerId) throw new Error(`${role} has no partner`);
  return row.partnerId;
}

export async function setPartner(
  t: TestApp,
  partnerId: number,
  values: Partial<typeof partners.$inferInsert>,
) {
  await t.ctx.db.update(partners).set(values).where(eq(partners.id, partnerId));
}

export async function bankIdOf(t: TestApp, code: string) {
  const [row] = await t.ctx.db
    .select({ id: banks.id, typeId: bankAccountTypes.id })
    .from(banks)
    .innerJoin(bankAccountTypes, eq(bankAccountTypes.bankId, banks.id))
    .where(and(eq(banks.code, code), eq(bankAccountTypes.code, 'AHORROS')));
  if (!row) throw new Error(`no bank ${code}`);
  return row;
}

export const cciFor = (bankCode: string, office: string, accountNumber: string) => {
  const first18 = `${bankCode}${office}${accountNumber.slice(-12).padStart(12, '0')}`;
  return `${first18}${cciCheckDigits(first18)}`;
};

export const newKey = () => `k-${crypto.randomBytes(8).toString('hex')}`;

/** A valid order request: a client paying from BCP into their BCP savings account. */
export async function orderRequest(
  t: TestApp,
  overrides: Omit<Partial<PartnerOrderRequest>, 'client'> & {
    client?: Partial<PartnerOrderRequest['client']>;
  } = {},
): Promise<PartnerOrderRequest> {
  const bcp = await bankIdOf(t, '002');
  const { client, ...rest } = overrides;
  return {
    idempotencyKey: newKey(),
    client: {
      documentType: 'DNI',
      documentNumber: '45000001',
      nombres: 'Pedro',
      apellidoPaterno: 'Gonzales',
      apellidoMaterno: 'Ruiz',
      email: 'pedro.cliente@cliente.test',
      phone: '955111222',
      ...client,
    },
    destination: {
      bankId: bcp.id,
      accountTypeId: bcp.typeId,
      accountNumber: '19198765432011',
      cci: cciFor('002', '191', '19198765432011'),
    },
    paymentBankId: bcp.id,
    sendAmount: '1500.00',
    fundsOrigin: 'ahorros',
    ...rest,
  };
}

export const createPartnerOrder = (t: TestApp, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/partner/orders', headers, payload: payload as object });

/** Creates an order and answers it, failing the test on a refusal. */
export async function createdOrder(t: TestApp, headers: Headers, payload: unknown): Promise<PartnerOrder> {
  const response = await createPartnerOrder(t, headers, payload);
  if (response.statusCode !== 200) throw new Error(`create refused: ${response.body}`);
  return body<PartnerOrder>(response).data;
}

export const viewLink = (t: TestApp, code: string) =>
  t.app.inject({ method: 'GET', url: `/api/partner-link/${code}`, headers: APP_KEY_HEADER });

export async function uploadByLink(t: TestApp, code: string, fields: Record<string, string> = {}) {
  const form = multipart(fields, { name: 'voucher.jpg', data: await photo('#0f766e') });
  return t.app.inject({
    method: 'POST',
    url: `/api/partner-link/${code}/upload-voucher`,
    headers: { ...APP_KEY_HEADER, ...form.headers },
    payload: form.payload,
  });
}

export const finalizeByLink = (t: TestApp, code: string, operationNumber = '00112233') =>
  t.app.inject({
    method: 'POST',
    url: `/api/partner-link/${code}/finalize`,
    headers: APP_KEY_HEADER,
    payload: { operationNumber },
  });

export const linkView = (response: { json(): unknown }) =>
  (response.json() as { data: PartnerLinkView }).data;

/** The message of each field a refusal names. */
export const refusedFields = (response: { json(): unknown }) =>
  (response.json() as { data: { fields: Record<string, string> } }).data.fields;
