import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SW_ROOTS } from './sw-roots.ts';

const APP = path.resolve(import.meta.dirname, '../src/app');

/** The modules a table file loads on demand, as paths from apps/web. */
function dynamicImports(table: string): string[] {
  const source = readFileSync(path.join(APP, table), 'utf8');
  return [...source.matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) =>
    path.relative(path.resolve(APP, '../..'), path.resolve(path.dirname(path.join(APP, table)), specifier!)),
  );
}

const matches = (patterns: readonly RegExp[], file: string) => patterns.some((pattern) => pattern.test(file));

// The roots are patterns over paths; these hold them to the page and shell tables they stand for.
describe('SW_ROOTS', () => {
  it('puts every public page of the entry in the shell', () => {
    const pages = dynamicImports('pages/entry-pages.ts');
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(matches(SW_ROOTS.shell, page), page).toBe(true);
  });

  it("puts every customer's and partner's page in an area and none in the shell", () => {
    for (const page of dynamicImports('pages/area-pages.ts')) {
      const area = page.includes('/partner/') ? SW_ROOTS.areas.externo : SW_ROOTS.areas.cliente;
      expect(matches(area, page), page).toBe(true);
      expect(matches(SW_ROOTS.shell, page), page).toBe(false);
    }
  });

  it('puts the customer and partner shells in their areas and the staff shell in none', () => {
    const shells = dynamicImports('shell-modules.ts');
    const inArea = (area: readonly RegExp[]) =>
      shells.filter((shell) => matches(area, shell)).map((s) => path.basename(s));
    expect(inArea(SW_ROOTS.areas.cliente)).toEqual([
      'providers.tsx',
      'customer-shell.tsx',
      'validate-shell.tsx',
      'free-shell.tsx',
    ]);
    expect(inArea(SW_ROOTS.areas.externo)).toEqual(['providers.tsx', 'free-shell.tsx', 'partner-shell.tsx']);
    expect(shells.filter((shell) => SW_ROOTS.staffOnly.test(shell)).map((s) => path.basename(s))).toEqual([
      'staff-shell.tsx',
    ]);
  });

  it('marks every staff page as staff only', () => {
    const staffPages = readdirSync(path.join(APP, 'routes/staff')).filter((file) => !file.includes('.test'));
    for (const page of staffPages) expect(SW_ROOTS.staffOnly.test(`src/app/routes/staff/${page}`)).toBe(true);
    expect(SW_ROOTS.staffOnly.test('src/features/staff-orders/screen-parts.ts')).toBe(true);
    expect(SW_ROOTS.staffOnly.test('src/app/screens/staff-screens.ts')).toBe(false);
  });
});
