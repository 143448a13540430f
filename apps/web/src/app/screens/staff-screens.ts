// Every staff screen, composed from the features that declare them (decision 140). This is the half of each
// record the entry needs (path, title, who may open it, which shell); the staff shell's half (page, modules,
// sidebar place) is composed in staff-screen-parts.ts under the same keys, which the compiler asks for.
// Routes, paths, sidebar, module gate and pages all read these two.
import { activeCustomersScreens } from '@/features/active-customers/screens.ts';
import { balanceScreens } from '@/features/finance-balance/screens.ts';
import { cashOutScreens } from '@/features/finance-cash-out/screens.ts';
import { complianceRegisterScreens } from '@/features/compliance-register/screens.ts';
import { dataRequestsScreens } from '@/features/data-requests/screens.ts';
import { securityIncidentsScreens } from '@/features/security-incidents/screens.ts';
import { sunatReceiptsScreens } from '@/features/sunat-receipts/screens.ts';
import { paymentMatchesScreens } from '@/features/payment-matches/screens.ts';
import { complianceScreeningScreens } from '@/features/compliance-screening/screens.ts';
import { complianceRiskScreens } from '@/features/compliance-risk/screens.ts';
import { complianceCasesScreens } from '@/features/compliance-cases/screens.ts';
import { customersAdminScreens } from '@/features/customers-admin/screens.ts';
import { exchangeRatesScreens } from '@/features/exchange-rates/screens.ts';
import { externalOrdersScreens } from '@/features/partners-external-orders/screens.ts';
import { movementsScreens } from '@/features/finance-movements/screens.ts';
import { promotionsScreens } from '@/features/promotions/screens.ts';
import { referralsAdminScreens } from '@/features/referrals-admin/screens.ts';
import { sessionsScreens } from '@/features/sessions/screens.ts';
import { settingsScreens } from '@/features/settings/screens.ts';
import { staffAccountsScreens } from '@/features/staff-accounts/screens.ts';
import { staffBoardScreens } from '@/features/staff-board/screens.ts';
import { staffOrdersScreens } from '@/features/staff-orders/screens.ts';
import { summaryScreens } from '@/features/finance-summary/screens.ts';
import { thirdPartyScreens } from '@/features/partners-admin/screens.ts';
import { composeScreens } from './compose-screens.ts';

/** The features that declare staff screens, by folder name; staff-screen-parts.ts lists their parts alike. */
export const FEATURE_SCREENS = [
  activeCustomersScreens,
  balanceScreens,
  cashOutScreens,
  complianceRegisterScreens,
  dataRequestsScreens,
  securityIncidentsScreens,
  sunatReceiptsScreens,
  paymentMatchesScreens,
  complianceScreeningScreens,
  complianceRiskScreens,
  complianceCasesScreens,
  customersAdminScreens,
  exchangeRatesScreens,
  externalOrdersScreens,
  movementsScreens,
  promotionsScreens,
  referralsAdminScreens,
  sessionsScreens,
  settingsScreens,
  staffAccountsScreens,
  staffBoardScreens,
  staffOrdersScreens,
  summaryScreens,
  thirdPartyScreens,
] as const;

export const STAFF_SCREENS = composeScreens(FEATURE_SCREENS);

export type StaffScreenId = keyof typeof STAFF_SCREENS;

/** A staff screen's page in the page registry (pages/area-pages.ts). */
export type StaffPageId = `staff.${StaffScreenId}`;

export const staffPageId = (id: StaffScreenId): StaffPageId => `staff.${id}`;

/** A record's entries in its order, keys typed (either half of the staff screens' records). */
export const screenEntries = <T>(record: Readonly<Record<StaffScreenId, T>>) =>
  Object.entries(record) as [StaffScreenId, T][];
