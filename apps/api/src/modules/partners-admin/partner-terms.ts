import { isValidCci, type PartnerInput } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { banks, partners } from '../../platform/db/schema/index.ts';
import type { AppError } from '../../platform/errors.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import type { PartnerRow } from './partner-view.ts';

const rucTaken = () => refuse([problem('ruc', 'PARTNER_RUC_TAKEN')]);

/**
 * What the contract cannot check alone: the payout bank exists and the CCI is an account of it, and no other
 * partner has the RUC.
 */
export async function assertPartnerTerms(
  db: Queryable,
  input: PartnerInput,
  exceptPartnerId?: number,
): Promise<void> {
  const [bank] = await db
    .select({ code: banks.code, shortName: banks.shortName })
    .from(banks)
    .where(eq(banks.id, input.payoutBankId));
  if (!bank) throw refuse([problem('payoutBankId', 'BANK_NOT_FOUND')]);
  if (!isValidCci(input.payoutCci, bank.code)) {
    throw refuse([
      problem(
        'payoutCci',
        'BANK_ACCOUNT_CCI_INVALID',
        `El CCI no es válido: el de ${bank.shortName} empieza con ${bank.code} y termina en dos dígitos de control.`,
      ),
    ]);
  }
  const [holder] = await db.select({ id: partners.id }).from(partners).where(eq(partners.ruc, input.ruc));
  if (holder && holder.id !== exceptPartnerId) throw rucTaken();
}

/** Two saves racing for one RUC: the unique index decides, the loser hears why. */
export function rucTakenFromUniqueViolation(error: unknown): AppError | null {
  return uniqueViolation(error) === 'partners_ruc_unique' ? rucTaken() : null;
}

/** The columns the form saves. */
export const partnerColumnsOf = (input: PartnerInput) => ({
  name: input.name,
  ruc: input.ruc,
  contactName: input.contactName,
  contactEmail: input.contactEmail,
  contactPhone: input.contactPhone,
  sharePercent: Number(input.sharePercent).toFixed(2),
  commissionPercent: input.commissionPercent === null ? null : Number(input.commissionPercent).toFixed(2),
  payoutBankId: input.payoutBankId,
  payoutAccountNumber: input.payoutAccountNumber,
  payoutCci: input.payoutCci,
  linkHours: input.linkHours,
  active: input.active,
});

export type PartnerColumns = ReturnType<typeof partnerColumnsOf>;

/** The same fields read from a stored row, to audit what a save changes. */
export const savedColumnsOf = (row: PartnerRow): PartnerColumns => ({
  name: row.name,
  ruc: row.ruc,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  sharePercent: row.sharePercent,
  commissionPercent: row.commissionPercent,
  payoutBankId: row.payoutBankId,
  payoutAccountNumber: row.payoutAccountNumber,
  payoutCci: row.payoutCci,
  linkHours: row.linkHours,
  active: row.active,
});
