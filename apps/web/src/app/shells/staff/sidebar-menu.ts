// The admin sidebar as data (spec 2) and the pure rules that filter it and mark the active item.
import { hasRole, type RoleName, type StaffModule } from '@cambix/contract';
import { staffShellEs } from '@/i18n/staff-shell.ts';
import { matchAppRoute } from '../../routes.ts';
import { routeViewable } from './route-modules.ts';

export type SidebarIcon =
  | 'home'
  | 'customers'
  | 'payments'
  | 'payouts'
  | 'orders'
  | 'balance'
  | 'movements'
  | 'externalOrders'
  | 'coupons'
  | 'referrals'
  | 'settings'
  | 'users'
  | 'thirdParty'
  | 'summary';

export interface SidebarItem {
  id: string;
  label: string;
  /** The view under /dashboard/{view}; '' is /dashboard itself. */
  view: string;
  /** Detail pages live under /dashboard/{singular}/…; null when the view has none. */
  singular: string | null;
  icon: SidebarIcon;
  /** Never shown (spec 6: Resumen). */
  hidden?: boolean;
}

export interface SidebarSection {
  id: string;
  label: string;
  /** Roles that see the section; none = everybody (spec 6). */
  roles?: readonly RoleName[];
  items: readonly SidebarItem[];
}

const s = staffShellEs.sections;
const i = staffShellEs.items;

export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  {
    id: 'inicio',
    label: s.inicio,
    items: [{ id: 'inicio', label: i.inicio, view: '', singular: null, icon: 'home' }],
  },
  {
    id: 'operacion',
    label: s.operacion,
    items: [
      { id: 'users', label: i.users, view: 'users', singular: 'user', icon: 'customers' },
      { id: 'pagos', label: i.pagos, view: 'pagos', singular: 'pago', icon: 'payments' },
      {
        id: 'devoluciones',
        label: i.devoluciones,
        view: 'devoluciones',
        singular: 'devolucion',
        icon: 'payouts',
      },
      {
        id: 'ordenes-admin',
        label: i.ordenesAdmin,
        view: 'ordenes-admin',
        singular: 'orden',
        icon: 'orders',
      },
    ],
  },
  {
    id: 'finanzas',
    label: s.finanzas,
    items: [
      { id: 'nuevo-balance', label: i.nuevoBalance, view: 'nuevo-balance', singular: null, icon: 'balance' },
      { id: 'flujo', label: i.flujo, view: 'flujo', singular: null, icon: 'movements' },
      {
        id: 'external-orders',
        label: i.externalOrders,
        view: 'external-orders',
        singular: null,
        icon: 'externalOrders',
      },
      { id: 'resumen', label: i.resumen, view: 'resumen', singular: null, icon: 'summary', hidden: true },
    ],
  },
  {
    id: 'marketing',
    label: s.marketing,
    items: [
      {
        id: 'promociones',
        label: i.promociones,
        view: 'promociones',
        singular: 'promocion',
        icon: 'coupons',
      },
      { id: 'referreds', label: i.referreds, view: 'referreds', singular: null, icon: 'referrals' },
    ],
  },
  {
    id: 'sistema',
    label: s.sistema,
    // Usuario too: Usuarios is their only screen (decision 056).
    roles: ['Administrador', 'Colaborador', 'Usuario'],
    items: [
      { id: 'ajustes', label: i.ajustes, view: 'ajustes', singular: null, icon: 'settings' },
      {
        id: 'users-management',
        label: i.usersManagement,
        view: 'users-management',
        singular: null,
        icon: 'users',
      },
    ],
  },
  {
    id: 'otros',
    label: s.otros,
    roles: ['Externo'],
    items: [
      {
        id: 'modulo-terceros',
        label: i.moduloTerceros,
        view: 'modulo-terceros',
        singular: null,
        icon: 'thirdParty',
      },
    ],
  },
];

export function itemPath(item: SidebarItem): string {
  return item.view ? `/dashboard/${item.view}` : '/dashboard';
}

const underPath = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Active when the path is /dashboard/{view}, or starts with /dashboard/ followed by the item's singular
 * as a whole segment (Clientes on /dashboard/user/7, not on /dashboard/users-management).
 */
export function isItemActive(item: SidebarItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!item.view) return path === '/dashboard';
  if (underPath(path, itemPath(item))) return true;
  return item.singular !== null && underPath(path, `/dashboard/${item.singular}`);
}

/** Lower case without accents, so "ordenes" finds "Órdenes". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Whether the route behind an item admits the role and, where module permissions apply, one of its
 * modules is viewable: the web hides what the server would refuse (domain.md 2).
 */
function routeAdmits(item: SidebarItem, role: string | null, canView?: (module: StaffModule) => boolean) {
  const { route } = matchAppRoute(itemPath(item));
  if (route.auth && route.roles !== null && !hasRole(role, route.roles)) return false;
  return canView === undefined || routeViewable(route.path, canView);
}

export interface SidebarFilter {
  role: string | null;
  query?: string;
  /** The signed-in staff member's view grants; omitted for roles module permissions do not apply to. */
  canView?: (module: StaffModule) => boolean;
}

/** Sections and items this person may see that match the search; empty sections are dropped. */
export function filterSidebar(
  sections: readonly SidebarSection[],
  { role, query = '', canView }: SidebarFilter,
): SidebarSection[] {
  const needle = normalizeSearch(query);
  const result: SidebarSection[] = [];
  for (const section of sections) {
    if (section.roles && !hasRole(role, section.roles)) continue;
    const sectionMatches = needle !== '' && normalizeSearch(section.label).includes(needle);
    const items = section.items.filter(
      (item) =>
        !item.hidden &&
        routeAdmits(item, role, canView) &&
        (needle === '' || sectionMatches || normalizeSearch(item.label).includes(needle)),
    );
    if (items.length > 0) result.push({ ...section, items });
  }
  return result;
}

/** The first item shown, where someone whose Inicio is closed to them starts; null when nothing is shown. */
export function firstItemPath(sections: readonly SidebarSection[]): string | null {
  const first = sections[0]?.items[0];
  return first ? itemPath(first) : null;
}
