// Every staff screen, once. This is the half of each record the entry needs (path, title, who may open it,
// which shell); the staff shell's half (page, modules, sidebar place) is in staff-screen-parts.ts under the
// same key, which the compiler asks for. Routes, paths, sidebar, module gate and pages all read these two.
import type { RoleName } from '@cambix/contract';
import { es } from '@/i18n/es.ts';

export interface StaffScreen {
  /** Route pattern; its name in `paths.staff` is the record's key. */
  path: string;
  title: string;
  /** Roles allowed; Administrador and Colaborador when omitted. */
  roles?: readonly RoleName[];
  /** The shell; the staff shell when omitted. */
  layout?: 'staff' | 'cards';
}

const STAFF_AND_PARTNER: readonly RoleName[] = ['Administrador', 'Colaborador', 'Externo'];
const USER_MANAGERS: readonly RoleName[] = ['Administrador', 'Usuario'];
const STAFF_AND_USUARIO: readonly RoleName[] = ['Administrador', 'Colaborador', 'Usuario'];

const t = es.routes;

export const STAFF_SCREENS = {
  home: { path: '/dashboard', title: t.staffHome },
  orderLinks: { path: '/dashboard/links-orden', title: t.orderLinks },
  customers: { path: '/dashboard/users', title: t.customers },
  activeCustomers: { path: '/dashboard/user/userActive', title: t.activeCustomers },
  customer: { path: '/dashboard/user/:userId', title: t.customerDetail },
  customerFile: { path: '/dashboard/user/:userId/old', title: t.customerFile },
  orders: { path: '/dashboard/ordenes-admin', title: t.staffOrders },
  externalOrders: { path: '/dashboard/external-orders', title: t.externalOrders },
  order: { path: '/dashboard/orden/:idOrden', title: t.orderDetail },
  payments: { path: '/dashboard/pagos', title: t.payments },
  payment: { path: '/dashboard/pago/:idOrden', title: t.paymentDetail },
  payouts: { path: '/dashboard/devoluciones', title: t.payouts },
  payout: { path: '/dashboard/devolucion/:idOrden', title: t.payoutDetail },
  coupons: { path: '/dashboard/promociones', title: t.coupons },
  coupon: { path: '/dashboard/promocion/:idPromocion', title: t.couponDetail },
  summary: { path: '/dashboard/resumen', title: t.summary },
  summaryPrintable: { path: '/dashboard/resumen-formated', title: t.summaryPrintable },
  settings: { path: '/dashboard/ajustes', title: t.settings },
  exchangeRates: { path: '/dashboard/tipo-de-cambio', title: t.exchangeRates },
  balance: { path: '/dashboard/nuevo-balance', title: t.balance },
  cashOut: { path: '/dashboard/egreso', title: t.cashOut },
  movements: { path: '/dashboard/flujo', title: t.movements },
  referrals: { path: '/dashboard/referreds', title: t.referrals },
  referralCode: { path: '/admin/referred-codes/:code', title: t.referralCode },
  // The third-party module also admits Externo.
  thirdParty: { path: '/dashboard/modulo-terceros', title: t.thirdParty, roles: STAFF_AND_PARTNER },
  cards: { path: '/dashboard/cards', title: t.cards, layout: 'cards' },
  usersManagement: { path: '/dashboard/users-management', title: t.usersManagement, roles: USER_MANAGERS },
  userPermissions: {
    path: '/dashboard/user-permissions/:userId?',
    title: t.userPermissions,
    roles: USER_MANAGERS,
  },
  // Everyone of the staff shell, whatever their modules: their own devices and sign-in.
  security: { path: '/dashboard/seguridad', title: t.security, roles: STAFF_AND_USUARIO },
} as const satisfies Record<string, StaffScreen>;

export type StaffScreenId = keyof typeof STAFF_SCREENS;

/** A staff screen's page in the page registry (pages/area-pages.ts). */
export type StaffPageId = `staff.${StaffScreenId}`;

export const staffPageId = (id: StaffScreenId): StaffPageId => `staff.${id}`;

/** A record's entries in its order, keys typed (either half of the staff screens' records). */
export const screenEntries = <T>(record: Readonly<Record<StaffScreenId, T>>) =>
  Object.entries(record) as [StaffScreenId, T][];
