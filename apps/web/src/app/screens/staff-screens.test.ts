import { describe, expect, it } from 'vitest';
import { STAFF_PAGES } from '../pages/staff-pages.ts';
import { paths } from '../paths.ts';
import { APP_ROUTES } from '../routes.ts';
import type { StaffScreen } from './staff-screen.ts';
import { STAFF_SCREEN_PARTS } from './staff-screen-parts.ts';
import { FEATURE_SCREENS, screenEntries, STAFF_SCREENS, staffPageId } from './staff-screens.ts';

describe('the staff screens, composed from the features that declare them (decision 140)', () => {
  it('holds every screen of every feature under its key, once', () => {
    const declared = FEATURE_SCREENS.flatMap((screens) => Object.entries(screens));
    expect(Object.entries(STAFF_SCREENS)).toEqual(declared);
  });

  it('makes each screen a route with its path, title, shell and roles, and its page', () => {
    for (const [id, screen] of screenEntries<StaffScreen>(STAFF_SCREENS)) {
      const route = APP_ROUTES.find((candidate) => candidate.page === staffPageId(id));
      expect(route, id).toMatchObject({
        path: screen.path,
        title: screen.title,
        layout: screen.layout ?? 'staff',
        auth: true,
        roles: screen.roles ?? ['Administrador', 'Colaborador'],
      });
      expect(STAFF_PAGES[staffPageId(id)], id).toBe(STAFF_SCREEN_PARTS[id].page);
    }
  });

  it('gives the staff and cards shells no route but the declared screens', () => {
    const staffRoutes = APP_ROUTES.filter((route) => route.layout === 'staff' || route.layout === 'cards');
    expect(staffRoutes.map((route) => route.path).sort()).toEqual(
      Object.values(STAFF_SCREENS)
        .map((screen) => screen.path)
        .sort(),
    );
  });

  it('builds each screen path in paths.staff under its key', () => {
    for (const [id, screen] of screenEntries<StaffScreen>(STAFF_SCREENS)) {
      const build = paths.staff[id];
      const built = typeof build === 'string' ? build : (build as (value: string) => string)('7');
      expect(built, id).toBe(screen.path.replace(/:\w+\??/g, '7'));
    }
  });
});
