import { cciCheckDigits, PARTNER_CLIENT_ROLE_ID, ROLE_IDS, type PartnerRequest } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { randomCode } from '../../src/modules/orders/order-code.ts';
import type { AppContext } from '../../src/platform/context.ts';
import { banks, partnerLinks, partners, partnerShares, users } from '../../src/platform/db/schema/index.ts';
import { insertCustomer } from './admin-customers.ts';
import { signIn } from './admin-orders.ts';
import { insertOrder } from './order-rows.ts';
import type { TestApp } from './test-app.ts';

let sequence = 0;

/** A RUC with SUNAT's check digit, different on every call. */
export function validRuc(): string {
  sequence += 1;
  const body = `20${String(Date.now() % 1_000_000).padStart(6, '0')}${String(sequence % 100).padStart(2, '0')}`;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

/** A CCI at the bank with `code` whose check digits hold. */
export function validCci(bankCode: string): string {
  const first18 = `${bankCode}193${String(Date.now()).slice(-8)}${String(sequence).padStart(4, '0')}`.slice(
    0,
    18,
  );
  return `${first18}${cciCheckDigits(first18)}`;
}

async function firstBank(ctx: AppContext) {
  const [bank] = await ctx.db.select({ id: banks.id, code: banks.code }).from(banks).limit(1);
  if (!bank) throw new Error('no bank seeded');
  return bank;
}

/** A valid body for create/update partner, at the first seeded bank. */
export async function partnerBody(
  ctx: AppContext,
  overrides: Partial<PartnerRequest> = {},
): Promise<PartnerRequest> {
  const bank = await firstBank(ctx);
  const ruc = overrides.ruc ?? validRuc();
  return {
    name: `Socio ${ruc}`,
    ruc,
    contactName: 'Lucía Torres',
    contactEmail: `socio.${ruc}@cambix.test`,
    contactPhone: '987654321',
    sharePercent: '30.00',
    commissionPercent: null,
    payoutBankId: bank.id,
    payoutAccountNumber: '1234567890',
    payoutCci: validCci(bank.code),
    linkHours: 48,
    active: true,
    ...overrides,
  };
}

/** A partner business written straight into the database. */
export async function insertPartner(ctx: AppContext, overrides: Partial<typeof partners.$inferInsert> = {}) {
  const bank = await firstBank(ctx);
  const ruc = validRuc();
  const [partner] = await ctx.db
    .insert(partners)
    .values({
      name: `Socio ${ruc}`,
      ruc,
      contactName: 'Lucía Torres',
      contactEmail: `socio.${ruc}@cambix.test`,
      contactPhone: '987654321',
      sharePercent: '30.00',
      payoutBankId: bank.id,
      payoutAccountNumber: '1234567890',
      payoutCci: validCci(bank.code),
      ...overrides,
    })
    .returning();
  if (!partner) throw new Error('partner not inserted');
  return partner;
}

/** Makes an existing account (an Externo) belong to the partner. */
export async function assignPartner(ctx: AppContext, userId: number, partnerId: number | null) {
  await ctx.db.update(users).set({ partnerId }).where(eq(users.id, userId));
}

/** A partner's client: a person row with no password, of the partner-client role. */
export async function insertPartnerClient(ctx: AppContext, partnerId: number) {
  return insertCustomer(ctx, {
    roleId: PARTNER_CLIENT_ROLE_ID,
    partnerId,
    passwordHash: null,
    nombres: 'Rosa',
    apellidoPaterno: 'Cliente',
    apellidoMaterno: 'Del Socio',
    accountStatus: 'ACTIVO',
  });
}

/** A partner order written straight into the database, with its finalize link. */
export async function insertPartnerOrder(
  ctx: AppContext,
  partnerId: number,
  overrides: Parameters<typeof insertOrder>[2] = {},
) {
  const client = await insertPartnerClient(ctx, partnerId);
  const order = await insertOrder(ctx, client.id, { channel: 'partner', partnerId, ...overrides });
  const [link] = await ctx.db
    .insert(partnerLinks)
    .values({
      code: `${randomCode()}${randomCode()}`,
      partnerId,
      orderId: order.id,
      expiresAt: order.expiresAt,
      createdAt: order.createdAt,
    })
    .returning();
  return { client, order, link: link! };
}

/** The partner's share of an order, as the payout writes it. */
export async function insertShare(
  ctx: AppContext,
  values: { partnerId: number; orderId: number; amount?: string; accruedAt?: Date },
) {
  const [share] = await ctx.db
    .insert(partnerShares)
    .values({
      partnerId: values.partnerId,
      orderId: values.orderId,
      commission: '10.00',
      sharePercent: '30.00',
      amount: values.amount ?? '3.00',
      accruedAt: values.accruedAt ?? ctx.now(),
    })
    .returning();
  if (!share) throw new Error('share not inserted');
  return share;
}

/** An Externo of the partner, signed in through the real login. */
export async function signedInExterno(t: TestApp, partnerId: number) {
  const user = await insertCustomer(t.ctx, {
    roleId: ROLE_IDS.Externo,
    partnerId,
    nombres: 'Externo',
    apellidoPaterno: 'Del Socio',
    accountStatus: 'ACTIVO',
  });
  return { user, headers: await signIn(t, user.documentNumber) };
}
