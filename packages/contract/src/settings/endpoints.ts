import { endpoint, withCallers } from '../http/endpoint.ts';
import { settingsCallers } from './callers.ts';
import type {
  AccountTypesInput,
  BankIdParams,
  BankInput,
  BankSettings,
  CambixAccountIdParams,
  CambixAccountInput,
  CambixAccountSettings,
  CambixAccountUpdate,
  OpeningBalanceInput,
  PaymentStepsInput,
  ReceiptSeriesInput,
  ReceiptSeriesSettings,
  SettingsSections,
} from './admin-schemas.ts';
import type {
  CompanySettings,
  CompanySettingsInput,
  ContactSettings,
  PublicContact,
  FeeSettings,
  FinanceSettings,
  LimitSettings,
  PointsSettings,
  PointsSettingsInput,
  ReferralSettings,
} from './schemas.ts';
import type { ComplianceSettings } from '../compliance/settings-schemas.ts';
import type { DivisasSettings } from '../exchange/schemas.ts';
import type { ServiceSettings } from '../service-hours/schemas.ts';
import type { SecuritySettings, SecuritySettingsInput } from '../second-factor/schemas.ts';

/**
 * /dashboard/ajustes (module ajustes: view to read, edit to save). Each section saves on its own, is
 * audited with its values before and after, and takes effect at once on every instance.
 */
export const settingsEndpoints = withCallers(settingsCallers, {
  sections: endpoint<{ response: SettingsSections }>('GET', '/api/admin/settings'),
  saveFees: endpoint<{ body: FeeSettings; response: FeeSettings }>('PUT', '/api/admin/settings/fees'),
  saveLimits: endpoint<{ body: LimitSettings; response: LimitSettings }>('PUT', '/api/admin/settings/limits'),
  savePoints: endpoint<{ body: PointsSettingsInput; response: PointsSettings }>(
    'PUT',
    '/api/admin/settings/points',
  ),
  saveReferrals: endpoint<{ body: ReferralSettings; response: ReferralSettings }>(
    'PUT',
    '/api/admin/settings/referrals',
  ),
  saveFinance: endpoint<{ body: FinanceSettings; response: FinanceSettings }>(
    'PUT',
    '/api/admin/settings/finance',
  ),
  saveCompany: endpoint<{ body: CompanySettingsInput; response: CompanySettings }>(
    'PUT',
    '/api/admin/settings/company',
  ),
  saveContact: endpoint<{ body: ContactSettings; response: ContactSettings }>(
    'PUT',
    '/api/admin/settings/contact',
  ),
  saveDivisas: endpoint<{ body: DivisasSettings; response: DivisasSettings }>(
    'PUT',
    '/api/admin/settings/divisas',
  ),
  /** Holidays and each bank's transfer times; checked against Divisas' weekly hours (decision 183). */
  saveService: endpoint<{ body: ServiceSettings; response: ServiceSettings }>(
    'PUT',
    '/api/admin/settings/service',
  ),
  /** Administrador only: who must hold a second factor and how long it counts for step-up. */
  saveSecurity: endpoint<{ body: SecuritySettingsInput; response: SecuritySettings }>(
    'PUT',
    '/api/admin/settings/security',
  ),
  /** Ajustes › Cumplimiento (module cumplimiento: view to read, edit to save), apart from `sections`. */
  compliance: endpoint<{ response: ComplianceSettings }>('GET', '/api/admin/settings/compliance'),
  saveCompliance: endpoint<{ body: ComplianceSettings; response: ComplianceSettings }>(
    'PUT',
    '/api/admin/settings/compliance',
  ),
  /** Public: the company and the help contact, for the legal pages and the help item (no session needed). */
  publicContact: endpoint<{ response: PublicContact }>('GET', '/api/public/contact'),

  banks: endpoint<{ response: BankSettings[] }>('GET', '/api/admin/settings/banks'),
  createBank: endpoint<{ body: BankInput; response: BankSettings }>('POST', '/api/admin/settings/banks'),
  updateBank: endpoint<{ params: BankIdParams; body: BankInput; response: BankSettings }>(
    'PUT',
    '/api/admin/settings/banks/:bankId',
  ),
  saveAccountTypes: endpoint<{ params: BankIdParams; body: AccountTypesInput; response: BankSettings }>(
    'PUT',
    '/api/admin/settings/banks/:bankId/account-types',
  ),
  savePaymentSteps: endpoint<{ params: BankIdParams; body: PaymentStepsInput; response: BankSettings }>(
    'PUT',
    '/api/admin/settings/banks/:bankId/payment-steps',
  ),
  /** Multipart: `file`, a PNG, JPEG or WebP up to 200 KB (no SVG: served from our origin, it could run script). */
  uploadBankLogo: endpoint<{ params: BankIdParams; response: BankSettings }>(
    'POST',
    '/api/admin/settings/banks/:bankId/logo',
    { multipart: true },
  ),

  cambixAccounts: endpoint<{ response: CambixAccountSettings[] }>(
    'GET',
    '/api/admin/settings/cambix-accounts',
  ),
  createCambixAccount: endpoint<{ body: CambixAccountInput; response: CambixAccountSettings }>(
    'POST',
    '/api/admin/settings/cambix-accounts',
  ),
  updateCambixAccount: endpoint<{
    params: CambixAccountIdParams;
    body: CambixAccountUpdate;
    response: CambixAccountSettings;
  }>('PUT', '/api/admin/settings/cambix-accounts/:accountId'),
  /** The opening-balance ledger row; once per account (a mistake is corrected by a new movement). */
  recordOpeningBalance: endpoint<{
    params: CambixAccountIdParams;
    body: OpeningBalanceInput;
    response: CambixAccountSettings;
  }>('POST', '/api/admin/settings/cambix-accounts/:accountId/opening-balance'),

  /** One row per active bank, with or without a series. */
  receiptSeries: endpoint<{ response: ReceiptSeriesSettings[] }>('GET', '/api/admin/settings/receipt-series'),
  saveReceiptSeries: endpoint<{
    params: BankIdParams;
    body: ReceiptSeriesInput;
    response: ReceiptSeriesSettings;
  }>('PUT', '/api/admin/settings/receipt-series/:bankId'),
});
