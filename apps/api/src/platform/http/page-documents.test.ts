import { describe, expect, it } from 'vitest';
import { pageDocuments, routePattern } from './page-documents.ts';

const DOCUMENTS = [
  {
    file: 'cliente.html',
    prefixes: ['/userDashboard'],
    pages: [
      { path: '/userDashboard', file: 'pages/customerWelcome.html' },
      { path: '/userDashboard/nueva-orden/:codigo?', file: 'pages/customerNewOrder.html' },
      { path: '/userDashboard/finalizar-orden/:codigo', file: 'pages/customerFinalizeOrder.html' },
      { path: '/userDashboard/sin-compilar', file: 'pages/missing.html' },
    ],
  },
  {
    file: 'staff.html',
    prefixes: ['/dashboard'],
    pages: [
      { path: '/dashboard/user/:userId', file: 'pages/staff.customer.html' },
      { path: '/dashboard/user/:userId/old', file: 'pages/staff.customerOld.html' },
      { path: '/dashboard/user/:userId?', file: 'pages/staff.anyUser.html' },
      { path: '/dashboard/user/nuevo', file: 'pages/staff.newUser.html' },
    ],
  },
  // Listed but not built.
  { file: 'externo.html', prefixes: ['/externo'], pages: [] },
];

const documentFor = pageDocuments(
  DOCUMENTS,
  (file) => file !== 'pages/missing.html' && file !== 'externo.html',
);

describe('routePattern', () => {
  it('takes one segment for a parameter, and none or one for an optional one', () => {
    expect(routePattern('/dashboard/orden/:idOrden').test('/dashboard/orden/15')).toBe(true);
    expect(routePattern('/dashboard/orden/:idOrden').test('/dashboard/orden')).toBe(false);
    expect(routePattern('/dashboard/orden/:idOrden').test('/dashboard/orden/15/16')).toBe(false);
    expect(routePattern('/a/:codigo?').test('/a')).toBe(true);
    expect(routePattern('/a/:codigo?').test('/a/X1')).toBe(true);
    expect(routePattern('/a/:codigo?').test('/a/X1/X2')).toBe(false);
  });

  it('matches fixed segments literally, with or without a trailing slash', () => {
    expect(routePattern('/userDashboard/cuentas').test('/userDashboard/cuentas/')).toBe(true);
    expect(routePattern('/userDashboard/cuentas').test('/userDashboard/cuentasX')).toBe(false);
    expect(routePattern('/a.b').test('/aXb')).toBe(false);
  });
});

describe('pageDocuments', () => {
  it("gives a page path its page's copy", () => {
    expect(documentFor('/userDashboard')).toBe('pages/customerWelcome.html');
    expect(documentFor('/userDashboard/nueva-orden')).toBe('pages/customerNewOrder.html');
    expect(documentFor('/userDashboard/nueva-orden/ABC123')).toBe('pages/customerNewOrder.html');
    expect(documentFor('/userDashboard/finalizar-orden/ABC123')).toBe('pages/customerFinalizeOrder.html');
  });

  it('prefers the route with more fixed segments, as the router does', () => {
    expect(documentFor('/dashboard/user/nuevo')).toBe('pages/staff.newUser.html');
    expect(documentFor('/dashboard/user/15')).toBe('pages/staff.customer.html');
    expect(documentFor('/dashboard/user/15/old')).toBe('pages/staff.customerOld.html');
    expect(documentFor('/dashboard/user')).toBe('pages/staff.anyUser.html');
  });

  it("falls back to the area's copy for a path of no page, or a page whose copy was not built", () => {
    expect(documentFor('/userDashboard/finalizar-orden')).toBe('cliente.html');
    expect(documentFor('/userDashboard/no-existe')).toBe('cliente.html');
    expect(documentFor('/userDashboard/sin-compilar')).toBe('cliente.html');
  });

  it('gives index.html outside the areas, and to an area whose copy was not built', () => {
    expect(documentFor('/')).toBe('index.html');
    expect(documentFor('/login')).toBe('index.html');
    expect(documentFor('/userDashboardX')).toBe('index.html');
    expect(documentFor('/externo/ordenes')).toBe('index.html');
  });
});
