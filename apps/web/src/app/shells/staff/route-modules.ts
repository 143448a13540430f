// Which staff module each staff route belongs to: the sidebar and the page gate read it (decision 056).
// Made from the staff screens' records (screens/staff-screen-parts.ts), off the /login entry.
import type { StaffModule } from '@cambix/contract';
import { STAFF_SCREEN_PARTS } from '../../screens/staff-screen-parts.ts';
import { screenEntries, STAFF_SCREENS } from '../../screens/staff-screens.ts';

const screens = screenEntries(STAFF_SCREEN_PARTS).map(([id, part]) => ({
  path: STAFF_SCREENS[id].path,
  modules: part.modules,
}));

/** Route pattern (as in routes.ts) → the modules that open it; any one of them is enough. */
export const ROUTE_MODULES: Readonly<Record<string, readonly StaffModule[]>> = Object.fromEntries(
  screens.filter(({ modules }) => modules.length > 0).map(({ path, modules }) => [path, modules]),
);

/**
 * Routes that go by role alone (docs/rules/roles-and-modules.md#who-may-open-what: Administrador and
 * Usuario).
 */
export const ROLE_ONLY_ROUTES: readonly string[] = screens
  .filter(({ modules }) => modules.length === 0)
  .map(({ path }) => path);

/** The modules that open a route; empty when no module gates it. */
export function modulesOf(routePath: string): readonly StaffModule[] {
  return ROUTE_MODULES[routePath] ?? [];
}

/** Whether a route is open to someone whose grants are `canView` (module permissions apply to them). */
export function routeViewable(routePath: string, canView: (module: StaffModule) => boolean): boolean {
  const modules = modulesOf(routePath);
  return modules.length === 0 || modules.some(canView);
}
