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
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
