import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedModule, pageRoutes, readPageRoutes } from './page-routes.ts';

// As the module runner rewrites `() => import('../routes/customer/welcome.tsx')`.
const runnerLoader = (file: string) =>
  new Function(`return () => __vite_ssr_dynamic_import__("/${file}")`)() as () => Promise<unknown>;

describe('importedModule', () => {
  it('reads the module a loader imports', () => {
    expect(importedModule(runnerLoader('src/app/routes/staff/home.tsx'), 'staff.home')).toBe(
      'src/app/routes/staff/home.tsx',
    );
  });

  it('fails, naming the page, for a loader of another shape', () => {
    expect(() => importedModule(() => Promise.resolve({}), 'customerWelcome')).toThrow(/customerWelcome/);
  });
});

describe('pageRoutes', () => {
  it("lists each route with a loaded page, its data calls' module first", () => {
    const routes = pageRoutes({
      routes: [
        { path: '/userDashboard', page: 'customerWelcome' },
        { path: '/login', page: 'login' },
        { path: '/cambiar', page: null },
        { path: '/userDashboard/cuentas', page: 'customerBankAccounts' },
      ],
      pages: {
        customerWelcome: runnerLoader('src/app/routes/customer/welcome.tsx'),
        customerBankAccounts: runnerLoader('src/app/routes/customer/bank-accounts.tsx'),
      },
      data: { customerWelcome: runnerLoader('src/app/routes/customer/welcome.data.ts') },
    });
    expect(routes).toEqual([
      {
        path: '/userDashboard',
        page: 'customerWelcome',
        modules: ['src/app/routes/customer/welcome.data.ts', 'src/app/routes/customer/welcome.tsx'],
      },
      {
        path: '/userDashboard/cuentas',
        page: 'customerBankAccounts',
        modules: ['src/app/routes/customer/bank-accounts.tsx'],
      },
    ]);
  });
});

describe('readPageRoutes', () => {
  it("reads the app's signed-in pages from its own tables", async () => {
    const routes = await readPageRoutes(path.resolve(import.meta.dirname, '..'));
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get('/userDashboard')?.modules).toEqual([
      'src/app/routes/customer/welcome.data.ts',
      'src/app/routes/customer/welcome.tsx',
    ]);
    expect(byPath.get('/dashboard/pagos')?.modules).toEqual([
      'src/app/routes/staff/payments.data.ts',
      'src/app/routes/staff/payments.tsx',
    ]);
    expect(byPath.get('/externo/ordenes')?.page).toBe('partnerOrders');
    // The public pages are the front door's (preload-front-door.ts), not in these tables.
    expect(byPath.has('/login')).toBe(false);
  }, 60_000);
});
