// The staff shell's half of each staff screen record (the other half is staff-screens.ts): its page, the
// modules that open it and its place in the sidebar. Off the entry: the /login page carries none of it.
import type { StaffModule } from '@cambix/contract';
import type { staffShellEs } from '@/i18n/staff-shell.ts';
import type { PageLoader } from '../pages/page-loader.ts';
import type { SidebarIcon } from '../shells/staff/sidebar-menu.ts';
import type { StaffScreenId } from './staff-screens.ts';

export interface StaffSidebarPlace {
  section: keyof typeof staffShellEs.sections;
  label: keyof typeof staffShellEs.items;
  icon: SidebarIcon;
  /** Detail pages live under /dashboard/{singular}/… and keep the item active. */
  singular?: string;
  /** Never shown (Resumen). */
  hidden?: boolean;
}

export interface StaffScreenPart {
  /** The page; the shared "coming soon" page while the screen is not built yet. */
  page?: PageLoader;
  /** The modules that open it, any one is enough (decision 056); none: it goes by role alone. */
  modules: readonly StaffModule[];
  /** Its sidebar item, if it has one; items follow the order of this record within their section. */
  sidebar?: StaffSidebarPlace;
}

export const STAFF_SCREEN_PARTS = {
  // Inicio and Tarjetas show order figures (decision 051).
  home: {
    page: () => import('../routes/staff/home.tsx'),
    modules: ['ordenes'],
    sidebar: { section: 'inicio', label: 'inicio', icon: 'home' },
  },
  orderLinks: { page: () => import('../routes/staff/order-links.tsx'), modules: ['links'] },
  customers: {
    page: () => import('../routes/staff/customers.tsx'),
    modules: ['users'],
    sidebar: { section: 'operacion', label: 'users', icon: 'customers', singular: 'user' },
  },
  activeCustomers: { page: () => import('../routes/staff/active-customers.tsx'), modules: ['users'] },
  customer: { page: () => import('../routes/staff/customer-detail.tsx'), modules: ['users'] },
  customerFile: { page: () => import('../routes/staff/customer-file.tsx'), modules: ['users'] },
  payments: {
    page: () => import('../routes/staff/payments.tsx'),
    modules: ['pagos'],
    sidebar: { section: 'operacion', label: 'pagos', icon: 'payments', singular: 'pago' },
  },
  payment: { page: () => import('../routes/staff/payment-detail.tsx'), modules: ['pagos'] },
  payouts: {
    page: () => import('../routes/staff/payouts.tsx'),
    modules: ['devoluciones'],
    sidebar: { section: 'operacion', label: 'devoluciones', icon: 'payouts', singular: 'devolucion' },
  },
  payout: { page: () => import('../routes/staff/payout-detail.tsx'), modules: ['devoluciones'] },
  orders: {
    page: () => import('../routes/staff/orders.tsx'),
    modules: ['ordenes'],
    sidebar: { section: 'operacion', label: 'ordenesAdmin', icon: 'orders', singular: 'orden' },
  },
  // The order detail serves Pagos and Devoluciones too; the server admits any of the three.
  order: {
    page: () => import('../routes/staff/order-detail.tsx'),
    modules: ['ordenes', 'pagos', 'devoluciones'],
  },
  balance: {
    page: () => import('../routes/staff/balance.tsx'),
    modules: ['balance'],
    sidebar: { section: 'finanzas', label: 'nuevoBalance', icon: 'balance' },
  },
  movements: {
    page: () => import('../routes/staff/movements.tsx'),
    modules: ['flujo'],
    sidebar: { section: 'finanzas', label: 'flujo', icon: 'movements' },
  },
  externalOrders: {
    page: () => import('../routes/staff/external-orders.tsx'),
    modules: ['external-orders'],
    sidebar: { section: 'finanzas', label: 'externalOrders', icon: 'externalOrders' },
  },
  summary: {
    page: () => import('../routes/staff/summary.tsx'),
    modules: ['resumen'],
    sidebar: { section: 'finanzas', label: 'resumen', icon: 'summary', hidden: true },
  },
  summaryPrintable: { page: () => import('../routes/staff/summary-printable.tsx'), modules: ['resumen'] },
  cashOut: { page: () => import('../routes/staff/cash-out.tsx'), modules: ['egreso'] },
  coupons: {
    page: () => import('../routes/staff/coupons.tsx'),
    modules: ['promociones'],
    sidebar: { section: 'marketing', label: 'promociones', icon: 'coupons', singular: 'promocion' },
  },
  coupon: { page: () => import('../routes/staff/coupon-detail.tsx'), modules: ['promociones'] },
  referrals: {
    page: () => import('../routes/staff/referrals.tsx'),
    modules: ['referidos'],
    sidebar: { section: 'marketing', label: 'referreds', icon: 'referrals' },
  },
  referralCode: { page: () => import('../routes/staff/referral-code.tsx'), modules: ['referidos'] },
  settings: {
    page: () => import('../routes/staff/settings.tsx'),
    modules: ['ajustes'],
    sidebar: { section: 'sistema', label: 'ajustes', icon: 'settings' },
  },
  exchangeRates: {
    page: () => import('../routes/staff/exchange-rates.tsx'),
    modules: ['ajustes'],
    sidebar: { section: 'sistema', label: 'tipoDeCambio', icon: 'exchangeRates' },
  },
  // Administrador and Usuario by role, no module.
  usersManagement: {
    page: () => import('../routes/staff/users-management.tsx'),
    modules: [],
    sidebar: { section: 'sistema', label: 'usersManagement', icon: 'users' },
  },
  userPermissions: { page: () => import('../routes/staff/user-permissions.tsx'), modules: [] },
  thirdParty: {
    page: () => import('../routes/staff/third-party.tsx'),
    modules: ['terceros'],
    sidebar: { section: 'otros', label: 'moduloTerceros', icon: 'thirdParty' },
  },
  cards: { page: () => import('../routes/staff/cards.tsx'), modules: ['ordenes'] },
  security: { page: () => import('../routes/security.tsx'), modules: [] },
} satisfies Record<StaffScreenId, StaffScreenPart>;
