// The admin sidebar as data (docs/rules/screens.md#sidebar) and the pure rules that filter it and mark the
// active item.
import { hasRole, isPathUnder, type RoleName, type StaffModule } from '@cambix/contract';
import { staffShellEs } from '@/i18n/staff-shell.ts';
import { paths } from '../../paths.ts';
import { matchAppRoute } from '../../routes.ts';
import type { SidebarSectionId, StaffSidebarPlace } from '../../screens/staff-screen.ts';
import { STAFF_SCREEN_PARTS } from '../../screens/staff-screen-parts.ts';
import { screenEntries, STAFF_SCREENS, type StaffScreenId } from '../../screens/staff-screens.ts';
import { routeViewable } from './route-modules.ts';
import { SIDEBAR_ICONS, type SidebarIconName } from './sidebar-icons.ts';

export interface SidebarItem {
  id: string;
  label: string;
  /** The screen's path: /dashboard/{view}, or /dashboard itself. */
  path: string;
  /** Detail pages live under /dashboard/{singular}/…; null when the view has none. */
  singular: string | null;
  icon: (typeof SIDEBAR_ICONS)[SidebarIconName];
  /** Never shown (docs/rules/screens.md#sidebar: Resumen). */
  hidden?: boolean;
}

export interface SidebarSection {
  id: SidebarSectionId;
  label: string;
  /** Roles that see the section; none = everybody (docs/rules/screens.md#sidebar). */
  roles?: readonly RoleName[];
  items: readonly SidebarItem[];
}

/** The sections in order and who sees them; their items are the staff screens that name them. */
const SECTIONS: readonly { id: SidebarSectionId; roles?: readonly RoleName[] }[] = [
  { id: 'inicio' },
  { id: 'operacion' },
  { id: 'finanzas' },
  { id: 'marketing' },
  // The compliance officer's screens (module cumplimiento): staff only, never a partner or customer.
  { id: 'cumplimiento', roles: ['Administrador', 'Colaborador'] },
  // Usuario too: Usuarios is their only screen (decision 056).
  { id: 'sistema', roles: ['Administrador', 'Colaborador', 'Usuario'] },
  { id: 'otros', roles: ['Externo'] },
];

/** Where every staff screen lives: Inicio's path. */
const DASHBOARD = paths.staff.home;

/** A screen's sidebar item, named by its view under /dashboard (Inicio for /dashboard itself). */
function sidebarItem(id: StaffScreenId, place: StaffSidebarPlace): SidebarItem {
  const { path } = STAFF_SCREENS[id];
  return {
    id: path === DASHBOARD ? 'inicio' : path.slice(DASHBOARD.length + 1),
    label: place.label,
    path,
    singular: place.singular ?? null,
    icon: SIDEBAR_ICONS[place.icon],
    hidden: place.hidden,
  };
}

const PLACES = screenEntries(STAFF_SCREEN_PARTS)
  .flatMap(([id, { sidebar }]) => (sidebar ? [{ id, place: sidebar }] : []))
  .sort((one, other) => one.place.position - other.place.position);

export const SIDEBAR_SECTIONS: readonly SidebarSection[] = SECTIONS.map((section) => ({
  ...section,
  label: staffShellEs.sections[section.id],
  items: PLACES.filter(({ place }) => place.section === section.id).map(({ id, place }) =>
    sidebarItem(id, place),
  ),
}));

export function itemPath(item: SidebarItem): string {
  return item.path;
}

/**
 * Active when the path is /dashboard/{view}, or starts with /dashboard/ followed by the item's singular
 * as a whole segment (Clientes on /dashboard/user/7, not on /dashboard/users-management).
 */
export function isItemActive(item: SidebarItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.path === DASHBOARD) return path === DASHBOARD;
  if (isPathUnder(path, item.path)) return true;
  return item.singular !== null && isPathUnder(path, `${DASHBOARD}/${item.singular}`);
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
 * modules is viewable: the web hides what the server would refuse
 * (docs/rules/roles-and-modules.md#staff-modules).
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
