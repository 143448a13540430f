// The staff shell's half of every staff screen (the other half is staff-screens.ts), composed from the
// features that declare them (decision 140): each screen's page, the modules that open it and its place in the
// sidebar. Off the entry: the /login page carries none of it.
import { activeCustomersScreenParts } from '@/features/active-customers/screen-parts.ts';
import { balanceScreenParts } from '@/features/finance-balance/screen-parts.ts';
import { cashOutScreenParts } from '@/features/finance-cash-out/screen-parts.ts';
import { complianceRegisterScreenParts } from '@/features/compliance-register/screen-parts.ts';
import { dataRequestsScreenParts } from '@/features/data-requests/screen-parts.ts';
import { securityIncidentsScreenParts } from '@/features/security-incidents/screen-parts.ts';
import { sunatReceiptsScreenParts } from '@/features/sunat-receipts/screen-parts.ts';
import { paymentMatchesScreenParts } from '@/features/payment-matches/screen-parts.ts';
import { complianceScreeningScreenParts } from '@/features/compliance-screening/screen-parts.ts';
import { complianceRiskScreenParts } from '@/features/compliance-risk/screen-parts.ts';
import { complianceCasesScreenParts } from '@/features/compliance-cases/screen-parts.ts';
import { customersAdminScreenParts } from '@/features/customers-admin/screen-parts.ts';
import { exchangeRatesScreenParts } from '@/features/exchange-rates/screen-parts.ts';
import { externalOrdersScreenParts } from '@/features/partners-external-orders/screen-parts.ts';
import { movementsScreenParts } from '@/features/finance-movements/screen-parts.ts';
import { promotionsScreenParts } from '@/features/promotions/screen-parts.ts';
import { referralsAdminScreenParts } from '@/features/referrals-admin/screen-parts.ts';
import { sessionsScreenParts } from '@/features/sessions/screen-parts.ts';
import { settingsScreenParts } from '@/features/settings/screen-parts.ts';
import { staffAccountsScreenParts } from '@/features/staff-accounts/screen-parts.ts';
import { staffBoardScreenParts } from '@/features/staff-board/screen-parts.ts';
import { staffOrdersScreenParts } from '@/features/staff-orders/screen-parts.ts';
import { summaryScreenParts } from '@/features/finance-summary/screen-parts.ts';
import { thirdPartyScreenParts } from '@/features/partners-admin/screen-parts.ts';
import { composeScreens } from './compose-screens.ts';
import type { StaffScreenPart, StaffScreenPartsOf } from './staff-screen.ts';
import type { FEATURE_SCREENS, StaffScreenId } from './staff-screens.ts';

/** Each feature's parts, for exactly the screens it declares: a half without the other does not compile. */
type PartsFor<Features extends readonly unknown[]> = {
  readonly [F in keyof Features]: StaffScreenPartsOf<Features[F]>;
};

/** The keys of parts that have no screen (only possible for parts written without their `satisfies`). */
type PartsWithoutScreen<Parts extends readonly unknown[], Features extends readonly unknown[]> = {
  [F in keyof Parts]: F extends keyof Features ? Exclude<keyof Parts[F], keyof Features[F]> : never;
}[number];

/** In the order of FEATURE_SCREENS, one feature's parts for one feature's screens. */
const FEATURE_SCREEN_PARTS = [
  activeCustomersScreenParts,
  balanceScreenParts,
  cashOutScreenParts,
  complianceRegisterScreenParts,
  dataRequestsScreenParts,
  securityIncidentsScreenParts,
  sunatReceiptsScreenParts,
  paymentMatchesScreenParts,
  complianceScreeningScreenParts,
  complianceRiskScreenParts,
  complianceCasesScreenParts,
  customersAdminScreenParts,
  exchangeRatesScreenParts,
  externalOrdersScreenParts,
  movementsScreenParts,
  promotionsScreenParts,
  referralsAdminScreenParts,
  sessionsScreenParts,
  settingsScreenParts,
  staffAccountsScreenParts,
  staffBoardScreenParts,
  staffOrdersScreenParts,
  summaryScreenParts,
  thirdPartyScreenParts,
] as const satisfies PartsFor<typeof FEATURE_SCREENS>;

type PartWithoutScreen = PartsWithoutScreen<typeof FEATURE_SCREEN_PARTS, typeof FEATURE_SCREENS>;

export const STAFF_SCREEN_PARTS: Readonly<Record<StaffScreenId, StaffScreenPart>> &
  ([PartWithoutScreen] extends [never] ? unknown : { 'a part without its screen': PartWithoutScreen }) =
  composeScreens(FEATURE_SCREEN_PARTS);
