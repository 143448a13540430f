import { STAFF_SCREEN_PARTS } from '../screens/staff-screen-parts.ts';
import { screenEntries, staffPageId, type StaffPageId } from '../screens/staff-screens.ts';
import type { PageLoader } from './page-loader.ts';

// Every screen not built yet shares one "coming soon" page; later issues give each route its own.
const comingSoon: PageLoader = () => import('../routes/coming-soon.tsx');

/** Each staff screen's page, from its record (screens/staff-screen-parts.ts). */
const staffPages = () =>
  Object.fromEntries(
    screenEntries(STAFF_SCREEN_PARTS).map(([id, part]) => [staffPageId(id), part.page ?? comingSoon]),
  ) as Record<StaffPageId, PageLoader>;

/** The pages of the MUI shells, loaded as one chunk the first time such a page opens (see page-modules.ts). */
export const AREA_PAGES = {
  comingSoon,
  customerWelcome: () => import('../routes/customer/welcome.tsx'),
  customerBankAccounts: () => import('../routes/customer/bank-accounts.tsx'),
  customerProfile: () => import('../routes/customer/profile.tsx'),
  customerValidateUser: () => import('../routes/customer/validate-user.tsx'),
  customerNewOrder: () => import('../routes/customer/new-order.tsx'),
  customerOrders: () => import('../routes/customer/orders.tsx'),
  customerPoints: () => import('../routes/customer/points.tsx'),
  customerRateAlerts: () => import('../routes/customer/rate-alerts.tsx'),
  customerEditOrder: () => import('../routes/customer/edit-order.tsx'),
  customerFinalizeOrder: () => import('../routes/customer/finalize-order.tsx'),
  customerLinkProof: () => import('../routes/customer/link-proof.tsx'),
  customerDeadLink: () => import('../routes/customer/dead-link.tsx'),
  legalTerms: () => import('../routes/public/terms.tsx'),
  legalPrivacy: () => import('../routes/public/privacy.tsx'),
  partnerOrders: () => import('../routes/partner/partner-orders.tsx'),
  partnerFinalizeOrder: () => import('../routes/partner/partner-finalize-order.tsx'),
  customerSecurity: () => import('../routes/security.tsx'),
  partnerSecurity: () => import('../routes/security.tsx'),
  ...staffPages(),
} satisfies Record<string, PageLoader>;

export type AreaPageId = keyof typeof AREA_PAGES;
