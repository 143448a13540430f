/**
 * What one of Cambix's own accounts is for (docs/rules/ledger.md#cambix-accounts): customers pay into
 * collection, payouts leave from payout.
 */
export const CAMBIX_ACCOUNT_PURPOSES = ['collection', 'payout'] as const;
export type CambixAccountPurpose = (typeof CAMBIX_ACCOUNT_PURPOSES)[number];

/** The sections of /dashboard/ajustes, in the order the screen shows them. */
export const SETTINGS_SECTIONS = [
  'fees',
  'limits',
  'banks',
  'cambixAccounts',
  'receipts',
  'points',
  'referrals',
  'finance',
  'company',
  'contact',
  'divisas',
  'service',
  'security',
  'compliance',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** What a boleta needs of the company (docs/rules/receipts.md#issuer). */
export const COMPANY_RECEIPT_FIELDS = ['name', 'ruc', 'address'] as const;
export type CompanyReceiptField = (typeof COMPANY_RECEIPT_FIELDS)[number];

/** The company data still missing to issue a boleta, in the order Ajustes › Empresa shows them. */
export function missingCompanyFields(company: Record<CompanyReceiptField, string>): CompanyReceiptField[] {
  return COMPANY_RECEIPT_FIELDS.filter((field) => company[field].trim() === '');
}
