import { describe, expect, it } from 'vitest';
import { chunkLists, type ChunkListRoots, type ChunkNode } from './sw-chunk-lists.ts';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  extra: Partial<ChunkNode> = {},
) => ({
  fileName,
  isEntry: false,
  facadeModuleId: facade,
  imports,
  dynamicImports: [],
  css: [],
  moduleIds: facade ? [facade] : [],
  ...extra,
});

// A build shaped like the app's: the entry, a public page, a customer page and shell, a partner page, a staff
// page and shell, and the library chunks they share.
const BUNDLE: ChunkNode[] = [
  chunk('assets/index.js', '/w/src/main.tsx', [], {
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: ['assets/login.js', 'assets/customer-shell.js', 'assets/staff-shell.js'],
  }),
  chunk('assets/login-form.js', null, ['assets/index.js']),
  chunk('assets/login.js', '/w/src/app/routes/auth/login.tsx', ['assets/login-form.js', 'assets/index.js']),
  chunk('assets/mui.js', null, ['assets/index.js']),
  chunk('assets/providers.js', '/w/src/app/providers.tsx', ['assets/mui.js']),
  chunk('assets/customer-shell.js', '/w/src/app/shells/customer-shell.tsx', ['assets/mui.js'], {
    css: ['assets/customer-shell.css'],
    dynamicImports: ['assets/live-updates.js'],
  }),
  chunk('assets/live-updates.js', '/w/src/app/shells/live-updates.ts', ['assets/index.js']),
  chunk('assets/area-pages.js', '/w/src/app/pages/area-pages.ts', ['assets/index.js'], {
    dynamicImports: ['assets/welcome.js', 'assets/partner-orders.js'],
  }),
  chunk('assets/welcome.js', '/w/src/app/routes/customer/welcome.tsx', ['assets/mui.js', 'assets/money.js']),
  chunk('assets/money.js', null, ['assets/index.js']),
  chunk('assets/partner-orders.js', '/w/src/app/routes/partner/partner-orders.tsx', ['assets/mui.js']),
  chunk('assets/staff-shell.js', '/w/src/app/shells/staff/staff-shell.tsx', ['assets/mui.js']),
  chunk('assets/staff-orders.js', '/w/src/app/routes/staff/orders.tsx', ['assets/mui.js', 'assets/money.js']),
];

const ROOTS: ChunkListRoots = {
  shell: [/src\/app\/routes\/auth\//],
  areas: {
    cliente: [
      /src\/app\/routes\/customer\//,
      /src\/app\/(shells\/customer-shell|providers)\.tsx$/,
      /src\/app\/pages\/area-pages\.ts$/,
    ],
    externo: [/src\/app\/routes\/partner\//, /src\/app\/providers\.tsx$/, /src\/app\/pages\/area-pages\.ts$/],
  },
  staffOnly: /src\/app\/(routes|shells)\/staff\//,
};

describe('chunkLists', () => {
  const lists = chunkLists(BUNDLE, ROOTS);

  it('makes the shell of the entry and the public pages with what they import and their styles', () => {
    expect(lists.shell).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/login-form.js',
      'assets/login.js',
    ]);
  });

  it("lists a customer's pages and shell with what they import and load later, beyond the shell and without a partner's or staff page", () => {
    expect(lists.areas.cliente).toEqual([
      'assets/area-pages.js',
      'assets/customer-shell.css',
      'assets/customer-shell.js',
      'assets/live-updates.js',
      'assets/money.js',
      'assets/mui.js',
      'assets/providers.js',
      'assets/welcome.js',
    ]);
  });

  it("lists a partner's pages without the customer's", () => {
    expect(lists.areas.externo).toEqual([
      'assets/area-pages.js',
      'assets/mui.js',
      'assets/partner-orders.js',
      'assets/providers.js',
    ]);
  });

  it('gives staff every file beyond the shell', () => {
    expect(lists.areas.staff).toContain('assets/staff-orders.js');
    expect(lists.areas.staff).toContain('assets/staff-shell.js');
    expect(lists.areas.staff).not.toContain('assets/index.js');
    expect(lists.files).toHaveLength(BUNDLE.length + 2);
  });

  it('names the files holding a staff module', () => {
    expect(lists.staffFiles).toEqual(['assets/staff-orders.js', 'assets/staff-shell.js']);
  });

  it('refuses a list that would carry a staff module to a customer', () => {
    const shared = BUNDLE.map((node) =>
      node.fileName === 'assets/money.js'
        ? { ...node, moduleIds: ['/w/src/lib/money.ts', '/w/src/app/routes/staff/orders-table.tsx'] }
        : node,
    );
    expect(() => chunkLists(shared, ROOTS)).toThrow(
      'cliente would cache assets/money.js, which holds /w/src/app/routes/staff/orders-table.tsx',
    );
  });

  it('refuses a root pattern that matches no chunk (a moved file)', () => {
    expect(() =>
      chunkLists(BUNDLE, { ...ROOTS, areas: { ...ROOTS.areas, externo: [/src\/app\/routes\/socio\//] } }),
    ).toThrow('no chunk for externo');
  });
});
