import type { StaffModule } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { STAFF_SCREEN_PARTS } from '../../screens/staff-screen-parts.ts';
import { screenEntries, STAFF_SCREENS } from '../../screens/staff-screens.ts';
import {
  filterSidebar,
  firstItemPath,
  isItemActive,
  SIDEBAR_SECTIONS,
  type SidebarItem,
} from './sidebar-menu.ts';
import { SIDEBAR_ICONS } from './sidebar-icons.ts';

const labels = (role: string | null, query?: string, canView?: (module: StaffModule) => boolean) =>
  filterSidebar(SIDEBAR_SECTIONS, { role, query, canView }).map((section) => [
    section.label,
    section.items.map((item) => item.label),
  ]);

const item = (id: string): SidebarItem => {
  const found = SIDEBAR_SECTIONS.flatMap((section) => section.items).find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the sidebar is made from the staff screens the features declare (decision 140)', () => {
  const places = screenEntries(STAFF_SCREEN_PARTS).flatMap(([id, { sidebar }]) =>
    sidebar ? [{ path: STAFF_SCREENS[id].path, ...sidebar }] : [],
  );

  it('has one item per screen with a sidebar place, in its section, in the order of its position', () => {
    for (const section of SIDEBAR_SECTIONS) {
      const declared = places
        .filter((place) => place.section === section.id)
        .sort((one, other) => one.position - other.position);
      expect(section.items.map((item) => [item.path, item.label, item.icon, item.hidden])).toEqual(
        declared.map((place) => [place.path, place.label, SIDEBAR_ICONS[place.icon], place.hidden]),
      );
    }
  });

  it('gives no two items of a section the same position', () => {
    const taken = places.map((place) => `${place.section} ${place.position}`);
    expect(new Set(taken).size).toBe(taken.length);
  });
});

describe('sidebar filtering (docs/rules/screens.md#sidebar)', () => {
  it('shows an Administrador every section but Otros, without hidden items', () => {
    expect(labels('Administrador')).toEqual([
      ['Inicio', ['Inicio']],
      [
        'Operación',
        [
          'Clientes',
          'Pagos',
          'Pagos por referencia',
          'Devoluciones',
          'Órdenes',
          'Datos personales',
          'Incidentes de seguridad',
        ],
      ],
      ['Finanzas', ['Balance', 'Movimientos', 'Órdenes Externas', 'Comprobantes']],
      ['Marketing', ['Cupones', 'Referidos']],
      ['Cumplimiento', ['Registro de operaciones', 'Listas', 'Alertas', 'Casos', 'Riesgo']],
      ['Sistema', ['Ajustes', 'Tipo de cambio', 'Usuarios']],
    ]);
  });

  it('compares role names case-insensitively', () => {
    expect(labels('COLABORADOR')).toEqual(labels('colaborador'));
    expect(labels('ADMINISTRADOR')).toEqual(labels('Administrador'));
    expect(labels('externo')).toEqual([['Otros', ['Módulo Terceros']]]);
  });

  it('shows Otros only to Externo, and nothing an Externo may not open', () => {
    expect(labels('Externo')).toEqual([['Otros', ['Módulo Terceros']]]);
  });

  it('never shows the hidden item Resumen', () => {
    const all = [...labels('Administrador'), ...labels('Administrador', 'resumen')];
    expect(all.flatMap(([, items]) => items as string[])).not.toContain('Resumen');
  });

  it('shows Usuarios to the roles that may open it, and a Usuario nothing else (decision 056)', () => {
    expect(labels('Usuario')).toEqual([['Sistema', ['Usuarios']]]);
    expect(labels('Colaborador', undefined, () => true)).toEqual([
      ['Inicio', ['Inicio']],
      [
        'Operación',
        [
          'Clientes',
          'Pagos',
          'Pagos por referencia',
          'Devoluciones',
          'Órdenes',
          'Datos personales',
          'Incidentes de seguridad',
        ],
      ],
      ['Finanzas', ['Balance', 'Movimientos', 'Órdenes Externas', 'Comprobantes']],
      ['Marketing', ['Cupones', 'Referidos']],
      ['Cumplimiento', ['Registro de operaciones', 'Listas', 'Alertas', 'Casos', 'Riesgo']],
      ['Sistema', ['Ajustes', 'Tipo de cambio']],
    ]);
  });

  it('filters by search text, ignoring case and accents', () => {
    expect(labels('Administrador', 'ORDENES')).toEqual([
      ['Operación', ['Órdenes']],
      ['Finanzas', ['Órdenes Externas']],
    ]);
    expect(labels('Administrador', 'pag')).toEqual([['Operación', ['Pagos', 'Pagos por referencia']]]);
    expect(labels('Administrador', 'zzz')).toEqual([]);
  });

  it('keeps a whole section when the search matches its name', () => {
    expect(labels('Administrador', 'marketing')).toEqual([['Marketing', ['Cupones', 'Referidos']]]);
  });
});

describe('sidebar following module permissions (issue 7)', () => {
  const only =
    (...modules: StaffModule[]) =>
    (module: StaffModule) =>
      modules.includes(module);

  it('shows a Colaborador only the items whose module they may view', () => {
    // Pagos opens an order, and so the receipts at SUNAT; it works the payments matched by reference.
    expect(labels('Colaborador', undefined, only('pagos'))).toEqual([
      ['Operación', ['Pagos', 'Pagos por referencia']],
      ['Finanzas', ['Comprobantes']],
    ]);
    expect(labels('Colaborador', undefined, only('ordenes', 'flujo', 'promociones', 'ajustes'))).toEqual([
      ['Inicio', ['Inicio']],
      ['Operación', ['Órdenes']],
      ['Finanzas', ['Movimientos', 'Comprobantes']],
      ['Marketing', ['Cupones']],
      ['Sistema', ['Ajustes', 'Tipo de cambio']],
    ]);
  });

  it('shows nothing to a Colaborador without modules; the first item is where they start', () => {
    expect(labels('Colaborador', undefined, () => false)).toEqual([]);
    const sections = filterSidebar(SIDEBAR_SECTIONS, { role: 'Colaborador', canView: only('devoluciones') });
    expect(firstItemPath(sections)).toBe('/dashboard/devoluciones');
    expect(firstItemPath([])).toBeNull();
  });

  it('keeps Modulo Terceros role-based for Externo', () => {
    expect(labels('Externo')).toEqual([['Otros', ['Módulo Terceros']]]);
  });
});

describe('active item (docs/rules/screens.md#sidebar)', () => {
  it('is active on /dashboard/{view}', () => {
    expect(isItemActive(item('pagos'), '/dashboard/pagos')).toBe(true);
    expect(isItemActive(item('ordenes-admin'), '/dashboard/ordenes-admin')).toBe(true);
    expect(isItemActive(item('inicio'), '/dashboard')).toBe(true);
  });

  it('is active on /dashboard/{singular}/…', () => {
    expect(isItemActive(item('pagos'), '/dashboard/pago/12')).toBe(true);
    expect(isItemActive(item('ordenes-admin'), '/dashboard/orden/5')).toBe(true);
    expect(isItemActive(item('users'), '/dashboard/user/7')).toBe(true);
    expect(isItemActive(item('users'), '/dashboard/user/userActive')).toBe(true);
    expect(isItemActive(item('devoluciones'), '/dashboard/devolucion/3')).toBe(true);
    expect(isItemActive(item('promociones'), '/dashboard/promocion/9')).toBe(true);
  });

  it('needs a whole segment: Clientes is not active on /dashboard/users-management', () => {
    expect(isItemActive(item('users'), '/dashboard/users-management')).toBe(false);
    expect(isItemActive(item('pagos'), '/dashboard/pagosx')).toBe(false);
  });

  it('marks Inicio only on /dashboard itself, and one item per page', () => {
    expect(isItemActive(item('inicio'), '/dashboard/pagos')).toBe(false);
    const active = SIDEBAR_SECTIONS.flatMap((section) => section.items).filter((candidate) =>
      isItemActive(candidate, '/dashboard/pago/12'),
    );
    expect(active.map((candidate) => candidate.id)).toEqual(['pagos']);
  });
});
