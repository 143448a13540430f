import { describe, expect, it } from 'vitest';
import { canAccessModule, effectivePermissions, isGrantedPerModule } from './module-access.ts';
import type { RoleName } from './roles.ts';
import { STAFF_MODULES, type ModuleAccess, type ModulePermission } from './staff-modules.ts';

const grants: ModulePermission[] = [
  { module: 'pagos', canView: true, canEdit: true },
  { module: 'ordenes', canView: true, canEdit: false },
  // Stored before edit implied view: edit still opens the module.
  { module: 'flujo', canView: false, canEdit: true },
  { module: 'ajustes', canView: false, canEdit: false },
];

describe('canAccessModule (decision 056)', () => {
  const cases: [RoleName | null, ModulePermission['module'], ModuleAccess, boolean][] = [
    ['Administrador', 'pagos', 'edit', true],
    ['Administrador', 'terceros', 'view', true],
    ['Administrador', 'terceros', 'edit', true],
    ['Colaborador', 'pagos', 'view', true],
    ['Colaborador', 'pagos', 'edit', true],
    ['Colaborador', 'ordenes', 'view', true],
    ['Colaborador', 'ordenes', 'edit', false],
    ['Colaborador', 'flujo', 'view', true],
    ['Colaborador', 'flujo', 'edit', true],
    ['Colaborador', 'ajustes', 'view', false],
    ['Colaborador', 'ajustes', 'edit', false],
    ['Colaborador', 'links', 'view', false],
    ['Usuario', 'pagos', 'view', false],
    ['Externo', 'pagos', 'view', false],
    ['Cliente', 'pagos', 'view', false],
    [null, 'pagos', 'view', false],
  ];
  it.each(cases)('%s with the grants, %s %s → %s', (role, module, action, expected) => {
    expect(canAccessModule(role, grants, module, action)).toBe(expected);
  });

  it('needs no grants for the Administrador and reads none for other roles', () => {
    expect(canAccessModule('Administrador', [], 'ajustes', 'edit')).toBe(true);
    expect(isGrantedPerModule('Colaborador')).toBe(true);
    for (const role of ['Administrador', 'Usuario', 'Externo', 'Cliente', null] as const) {
      expect(isGrantedPerModule(role)).toBe(false);
    }
  });
});

describe('effectivePermissions', () => {
  it('lists every module in order with the rule applied to each', () => {
    const matrix = effectivePermissions('Colaborador', grants);
    expect(matrix.map((entry) => entry.module)).toEqual([...STAFF_MODULES]);
    expect(matrix.filter((entry) => entry.canView)).toEqual([
      { module: 'pagos', canView: true, canEdit: true },
      { module: 'ordenes', canView: true, canEdit: false },
      { module: 'flujo', canView: true, canEdit: true },
    ]);
    expect(effectivePermissions('Administrador', []).every((entry) => entry.canView && entry.canEdit)).toBe(
      true,
    );
    expect(effectivePermissions('Usuario', grants).some((entry) => entry.canView || entry.canEdit)).toBe(
      false,
    );
  });
});
