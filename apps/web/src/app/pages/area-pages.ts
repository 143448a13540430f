import type { PageDataLoader, PageLoader } from './page-loader.ts';

/**
 * The customer's and the partner's pages, loaded as one small chunk the first time such a page opens (see
 * page-modules.ts); the staff screens' pages are in staff-pages.ts, so a customer never loads their table.
 */
export const AREA_PAGES = {
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
} satisfies Record<string, PageLoader>;

export type AreaPageId = keyof typeof AREA_PAGES;

/** The pages of AREA_PAGES whose data calls start with their code (page-loader.ts). */
export const AREA_PAGE_DATA: Partial<Record<AreaPageId, PageDataLoader>> = {
  customerWelcome: () => import('../routes/customer/welcome.data.ts'),
  customerNewOrder: () => import('../routes/customer/new-order.data.ts'),
  partnerOrders: () => import('../routes/partner/partner-orders.data.ts'),
};
