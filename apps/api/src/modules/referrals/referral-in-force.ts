import { and, eq, or } from 'drizzle-orm';
import type { CacheReader } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { mailboxOf } from '../../platform/mailbox.ts';
import { bankAccounts, referralCodes, users } from '../../platform/db/schema/index.ts';
import { getSettings } from '../settings/index.ts';

/** Who would use a code: the referred customer as they are now (no id yet while signing up). */
export interface ReferredPerson {
  id: number | null;
  documentNumber: string;
  email: string;
  celular: string | null;
}

/** A referral code that applies to the customer, and whose it is. */
export interface ReferralInForce {
  code: string;
  percentDiscount: string;
  ownerUserId: number;
}

export type ReferralRefusalCode =
  'REFERRAL_CODE_INVALID' | 'REFERRAL_OWN_CODE' | 'REFERRAL_SHARED_IDENTITY' | 'REFERRAL_OWNER_NOT_VALIDATED';

export type ReferralVerdict =
  { inForce: true; referral: ReferralInForce } | { inForce: false; reason: ReferralRefusalCode };

/** The last nine digits: a Peruvian mobile, however it was typed (+51, spaces). */
const phoneKey = (phone: string | null): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 9 ? digits.slice(-9) : null;
};

/**
 * True when the two people share their document number, mailbox (however the address was written) or phone
 * (docs/rules/coupons-and-referrals.md#anti-abuse).
 */
export function sharesIdentity(
  customer: Omit<ReferredPerson, 'id'>,
  owner: Omit<ReferredPerson, 'id'>,
): boolean {
  const phone = phoneKey(customer.celular);
  return (
    customer.documentNumber === owner.documentNumber ||
    mailboxOf(customer.email) === mailboxOf(owner.email) ||
    (phone !== null && phone === phoneKey(owner.celular))
  );
}

/**
 * Whether `code` applies to this customer now: the code exists and is active, it is not their own, its
 * owner shares none of their identity, and the owner is ACTIVO when Ajustes asks for it
 * (docs/rules/coupons-and-referrals.md#anti-abuse, #referral-programme). The one place that decides it, for
 * registration, quotes, orders, the session and the reward. Whether it is still their first order is the
 * caller's business. Without a customer (the public check of a code), only the code and its owner count.
 */
export async function judgeReferral(
  ctx: CacheReader,
  customer: ReferredPerson | null,
  code: string,
  db: Queryable = ctx.db,
): Promise<ReferralVerdict> {
  const [row] = await db
    .select({
      code: referralCodes.code,
      percentDiscount: referralCodes.percentDiscount,
      active: referralCodes.active,
      ownerUserId: referralCodes.ownerUserId,
      ownerDocument: users.documentNumber,
      ownerEmail: users.email,
      ownerPhone: users.celular,
      ownerStatus: users.accountStatus,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.ownerUserId))
    .where(eq(referralCodes.code, code));
  if (!row || !row.active) return { inForce: false, reason: 'REFERRAL_CODE_INVALID' };
  if (customer) {
    if (customer.id !== null && row.ownerUserId === customer.id)
      return { inForce: false, reason: 'REFERRAL_OWN_CODE' };
    const owner = { documentNumber: row.ownerDocument, email: row.ownerEmail, celular: row.ownerPhone };
    if (sharesIdentity(customer, owner)) return { inForce: false, reason: 'REFERRAL_SHARED_IDENTITY' };
  }
  const { ownerMustBeValidated } = await getSettings(ctx, 'referrals', db);
  if (ownerMustBeValidated && row.ownerStatus !== 'ACTIVO')
    return { inForce: false, reason: 'REFERRAL_OWNER_NOT_VALIDATED' };
  return {
    inForce: true,
    referral: { code: row.code, percentDiscount: row.percentDiscount, ownerUserId: row.ownerUserId },
  };
}

/**
 * True when the owner of a code has registered this account (same number or CCI), deleted accounts
 * included: a payout there gets no referral discount and pays no reward
 * (docs/rules/coupons-and-referrals.md#anti-abuse).
 */
export async function isOwnersAccount(
  db: Queryable,
  ownerUserId: number,
  account: { accountNumber: string; cci: string | null },
): Promise<boolean> {
  const sameAccount = account.cci
    ? or(eq(bankAccounts.accountNumber, account.accountNumber), eq(bankAccounts.cci, account.cci))
    : eq(bankAccounts.accountNumber, account.accountNumber);
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, ownerUserId), sameAccount))
    .limit(1);
  return row !== undefined;
}
