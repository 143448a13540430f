import type { PageLoader } from './page-loader.ts';

/** The pages of the MUI shells, loaded as one chunk the first time such a page opens (see page-modules.ts). */
export const AREA_PAGES = {
  // Every screen not built yet shares one "coming soon" page; later issues give each route its own.
  comingSoon: () => import('../routes/coming-soon.tsx'),
  customerWelcome: () => import('../routes/customer/welcome.tsx'),
  customerBankAccounts: () => import('../routes/customer/bank-accounts.tsx'),
  customerProfile: () => import('../routes/customer/profile.tsx'),
  customerValidateUser: () => import('../routes/customer/validate-user.tsx'),
  customerNewOrder: () => import('../routes/customer/new-order.tsx'),
  customerOrders: () => import('../routes/customer/orders.tsx'),
  customerPoints: () => import('../routes/customer/points.tsx'),
  customerEditOrder: () => import('../routes/customer/edit-order.tsx'),
  customerFinalizeOrder: () => import('../routes/customer/finalize-order.tsx'),
  customerLinkProof: () => import('../routes/customer/link-proof.tsx'),
  staffCustomers: () => import('../routes/staff/customers.tsx'),
  staffCustomerDetail: () => import('../routes/staff/customer-detail.tsx'),
  staffCustomerFile: () => import('../routes/staff/customer-file.tsx'),
  staffPayments: () => import('../routes/staff/payments.tsx'),
  staffPaymentDetail: () => import('../routes/staff/payment-detail.tsx'),
  staffPayouts: () => import('../routes/staff/payouts.tsx'),
  staffPayoutDetail: () => import('../routes/staff/payout-detail.tsx'),
  staffOrderDetail: () => import('../routes/staff/order-detail.tsx'),
  staffHome: () => import('../routes/staff/home.tsx'),
  staffOrders: () => import('../routes/staff/orders.tsx'),
  staffOrderLinks: () => import('../routes/staff/order-links.tsx'),
  staffCards: () => import('../routes/staff/cards.tsx'),
  staffUsersManagement: () => import('../routes/staff/users-management.tsx'),
  staffUserPermissions: () => import('../routes/staff/user-permissions.tsx'),
  staffSettings: () => import('../routes/staff/settings.tsx'),
  partnerOrders: () => import('../routes/partner/partner-orders.tsx'),
} satisfies Record<string, PageLoader>;

export type AreaPageId = keyof typeof AREA_PAGES;
