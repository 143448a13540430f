import type { StaffModule } from '@cambix/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffAccess } from '@/features/staff-permissions';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { loadPage } from '../page-modules.ts';
import { STAFF_PAGES } from '../pages/staff-pages.ts';
import { paths } from '../paths.ts';
import { matchAppRoute, type PageId } from '../routes.ts';
import { ModuleGate } from '../shells/staff/module-gate.tsx';
import { modulesOf } from '../shells/staff/route-modules.ts';
import { filterSidebar, itemPath, SIDEBAR_SECTIONS } from '../shells/staff/sidebar-menu.ts';
import type * as MovementsScreenParts from '@/features/finance-movements/screen-parts.ts';
import type * as MovementsScreens from '@/features/finance-movements/screens.ts';

function FakePage() {
  return <h1>Pantalla de prueba</h1>;
}

// A new staff screen, declared in its feature (both halves) and nowhere else.
vi.mock('@/features/finance-movements/screens.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof MovementsScreens>();
  const fake = { path: '/dashboard/prueba', title: 'Pantalla de prueba' };
  return { ...actual, movementsScreens: { ...actual.movementsScreens, fake } };
});
vi.mock('@/features/finance-movements/screen-parts.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof MovementsScreenParts>();
  const movements = actual.movementsScreenParts.movements;
  const fake = {
    page: () => Promise.resolve({ default: FakePage }),
    modules: ['flujo'],
    sidebar: { ...movements.sidebar, position: movements.sidebar.position + 0.5, label: 'Prueba' },
  };
  return { ...actual, movementsScreenParts: { ...actual.movementsScreenParts, fake } };
});

const FAKE_PAGE = 'staff.fake' as PageId;
const only =
  (...modules: StaffModule[]) =>
  (module: StaffModule) =>
    modules.includes(module);

const access = (canView: (module: StaffModule) => boolean): StaffAccess => ({
  applies: true,
  isLoading: false,
  error: null,
  retry: () => undefined,
  canView,
  canEdit: () => false,
});

describe('a staff screen is declared once, in its feature', () => {
  it('is in the router, with its title, the staff shell, the staff roles and its page, and in paths', () => {
    const { route } = matchAppRoute('/dashboard/prueba');
    expect(route).toMatchObject({
      path: '/dashboard/prueba',
      title: 'Pantalla de prueba',
      layout: 'staff',
      auth: true,
      roles: ['Administrador', 'Colaborador'],
      page: FAKE_PAGE,
    });
    expect((paths.staff as Record<string, unknown>).fake).toBe('/dashboard/prueba');
  });

  it('is in the sidebar for whoever may view its module, and only for them', () => {
    const shown = (canView: (module: StaffModule) => boolean) =>
      filterSidebar(SIDEBAR_SECTIONS, { role: 'Colaborador', canView }).flatMap((section) =>
        section.items.map((item) => `${section.id} ${item.label} ${itemPath(item)}`),
      );
    expect(shown(only('flujo'))).toEqual([
      'finanzas Movimientos /dashboard/flujo',
      'finanzas Prueba /dashboard/prueba',
    ]);
    expect(shown(only('pagos'))).not.toContain('finanzas Prueba /dashboard/prueba');
  });

  it('is behind the module gate of its modules', () => {
    const { route } = matchAppRoute('/dashboard/prueba');
    expect(modulesOf(route.path)).toEqual(['flujo']);
    renderWithProviders(
      <ModuleGate route={route} access={access(only('flujo'))} firstPath={paths.staff.home}>
        <p>La página</p>
      </ModuleGate>,
    );
    expect(screen.getByText('La página')).toBeInTheDocument();
  });

  it('keeps the page away from whoever may not view its modules', () => {
    const { route } = matchAppRoute('/dashboard/prueba');
    renderWithProviders(
      <ModuleGate route={route} access={access(only('pagos'))} firstPath={paths.staff.home}>
        <p>La página</p>
      </ModuleGate>,
    );
    expect(screen.queryByText('La página')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No tienes acceso a esta sección' })).toBeInTheDocument();
  });

  it('is in the page registry, which loads its page', async () => {
    expect(Object.keys(STAFF_PAGES)).toContain(FAKE_PAGE);
    await expect(loadPage(FAKE_PAGE)).resolves.toEqual({ default: FakePage });
  });
});
