import {
  adminUserEndpoints,
  balanceEndpoints,
  manualMovementEndpoints,
  movementEndpoints,
  STAFF_MODULES,
  type MovementPage,
  type MyPermissions,
  type StaffModule,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MovementsPage from '@/app/routes/staff/movements.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, rawReply } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { balanceOverview, ledgerRow, movementPage, paymentRow } from '../test-movements.ts';

const server = setupApiServer();
let restoreObjectUrls: () => void;
beforeEach(() => {
  restoreObjectUrls = stubObjectUrls('blob:movimientos');
});
afterEach(() => {
  restoreObjectUrls();
  logout();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderAt = (url: string) =>
  renderPages(url, [
    { path: '/dashboard/flujo', page: MovementsPage, title: 'Movimientos' },
    { path: '/dashboard/egreso', page: () => <p>Egreso</p>, title: 'Egreso' },
  ]);

function serve(answer: (query: URLSearchParams) => MovementPage = () => movementPage([ledgerRow(2)])) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(movementEndpoints.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
    mockEndpoint(balanceEndpoints.overview, () => balanceOverview()),
  );
  return queries;
}

function grants(view: StaffModule[], edit: StaffModule[] = []): MyPermissions {
  return {
    role: 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: view.includes(module),
      canEdit: edit.includes(module),
    })),
  };
}

const fileReply = (name: string) =>
  rawReply(new Response('x', { headers: { 'content-disposition': `attachment; filename="${name}"` } }));

describe('Movimientos (docs/rules/finance-reports.md#movements)', () => {
  it('asks for the view the address describes and shows each row with its running balance', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serve(() => movementPage([ledgerRow(2, { hasAttachment: true }), paymentRow(1)], 1));
    renderAt('/dashboard/flujo?accountId=1&direction=egreso&kind=manual&q=comision&from=2026-11-01&limit=50');
    const manual = await screen.findByRole('row', { name: /Comisión bancaria/ });
    expect(Object.fromEntries(queries[0]!)).toEqual({
      accountId: '1',
      direction: 'egreso',
      kind: 'manual',
      q: 'comision',
      from: '2026-11-01',
      limit: '50',
    });
    expect(within(manual).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(manual).getByText('Mantenimiento de noviembre')).toBeInTheDocument();
    expect(within(manual).getByText('OP-778')).toBeInTheDocument();
    expect(within(manual).getByText('S/ 150.00')).toBeInTheDocument();
    expect(within(manual).getByText('S/ 10,350.50')).toBeInTheDocument();
    const payment = screen.getByRole('row', { name: /Pago de la orden/ });
    expect(within(payment).getByRole('link', { name: 'CX-0007' })).toHaveAttribute(
      'href',
      '/dashboard/orden/7',
    );
    expect(within(payment).getByText('S/ 2,500.00')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('comision');
    expect(screen.getByRole('combobox', { name: 'Origen' })).toHaveTextContent('Manual');
    // The account filter lists Balance's accounts and those of the rows shown.
    await user().click(screen.getByRole('combobox', { name: 'Cuenta' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Todas', 'Interbank PEN ·3000', 'BCP PEN · 191-1234567']);
  });

  it('writes each filter to the address, back to the first page, and clears them', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serve();
    const u = user();
    renderAt('/dashboard/flujo?cursors=120');
    await screen.findByRole('row', { name: /Comisión bancaria/ });

    await u.click(screen.getByRole('combobox', { name: 'Origen' }));
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Reversión' }));
    await waitFor(() => expect(where()).toBe('/dashboard/flujo?kind=reversal'));

    await u.type(screen.getByRole('textbox', { name: 'Concepto' }), 'ITF');
    await waitFor(() => expect(where()).toBe('/dashboard/flujo?kind=reversal&concept=ITF'));

    await u.type(screen.getByRole('textbox', { name: 'Monto mínimo' }), '1,500');
    await waitFor(() => expect(where()).toBe('/dashboard/flujo?kind=reversal&concept=ITF&minAmount=1500'));

    const from = screen.getByRole('group', { name: 'Desde' });
    await u.click(within(from).getAllByRole('spinbutton')[0]!);
    await u.keyboard('01112026');
    await waitFor(() =>
      expect(where()).toBe('/dashboard/flujo?kind=reversal&concept=ITF&from=2026-11-01&minAmount=1500'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        kind: 'reversal',
        concept: 'ITF',
        from: '2026-11-01',
        minAmount: '1500',
        limit: '25',
      }),
    );

    await u.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(where()).toBe('/dashboard/flujo'));
    expect(screen.getByRole('textbox', { name: 'Concepto' })).toHaveValue('');
  });

  it('walks keyset pages with "Siguiente" and "Anterior", the trail in the address', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serve((query) => {
      const cursor = query.get('cursor');
      if (cursor === null) return movementPage([ledgerRow(130), ledgerRow(121)], 121);
      if (cursor === '121') return movementPage([ledgerRow(60, { concept: 'ITF' })], 60);
      return movementPage([ledgerRow(5, { concept: 'Aporte de capital' })], null);
    });
    const u = user();
    renderAt('/dashboard/flujo?q=a');
    await screen.findAllByRole('row', { name: /Comisión bancaria/ });
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByText('Página 1')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('row', { name: /ITF/ });
    expect(where()).toBe('/dashboard/flujo?q=a&cursors=121');
    expect(queries.at(-1)?.get('cursor')).toBe('121');
    expect(screen.getByText('Página 2')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('row', { name: /Aporte de capital/ });
    expect(where()).toBe('/dashboard/flujo?q=a&cursors=121%2C60');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('row', { name: /ITF/ });
    expect(where()).toBe('/dashboard/flujo?q=a&cursors=121');
    await u.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findAllByRole('row', { name: /Comisión bancaria/ });
    expect(where()).toBe('/dashboard/flujo?q=a');

    await u.click(screen.getByRole('combobox', { name: 'Filas por página' }));
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: '100' }));
    await waitFor(() => expect(where()).toBe('/dashboard/flujo?q=a&limit=100'));
    await waitFor(() => expect(queries.at(-1)?.get('limit')).toBe('100'));
  });

  it('exports CSV and Excel of exactly the filtered rows', async () => {
    startSession(sessionFor('Administrador'));
    serve();
    const exports: URLSearchParams[] = [];
    server.use(
      mockEndpoint(movementEndpoints.export, ({ request }) => {
        const query = new URL(request.url).searchParams;
        exports.push(query);
        return fileReply(`movimientos.${query.get('format')}`);
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const u = user();
    renderAt('/dashboard/flujo?accountId=1&kind=transfer&to=2026-11-30&maxAmount=500&cursors=80');
    await screen.findByRole('row', { name: /Comisión bancaria/ });
    await u.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await u.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const filters = { accountId: '1', kind: 'transfer', to: '2026-11-30', maxAmount: '500' };
    expect(Object.fromEntries(exports[0]!)).toEqual({ ...filters, format: 'csv' });
    expect(Object.fromEntries(exports[1]!)).toEqual({ ...filters, format: 'xlsx' });
  });

  it("downloads a row's attachment with the session", async () => {
    startSession(sessionFor('Administrador'));
    serve(() => movementPage([ledgerRow(2, { hasAttachment: true, movementId: 41 })]));
    const asked: string[] = [];
    server.use(
      mockEndpoint(manualMovementEndpoints.attachment, ({ params, request }) => {
        asked.push(`${params.movementId} ${request.headers.get('authorization')?.slice(0, 7)}`);
        return fileReply('voucher.pdf');
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const u = user();
    renderAt('/dashboard/flujo');
    await u.click(await screen.findByRole('button', { name: 'Ver adjunto #2' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toEqual(['41 Bearer ']);
  });

  it('reverses only reversible rows, with a reason, and shows the list again', async () => {
    startSession(sessionFor('Administrador'));
    let reversed = false;
    serve(() =>
      movementPage(
        reversed
          ? [
              ledgerRow(3, {
                kind: 'reversal',
                concept: 'Reversión: Comisión bancaria',
                reversesId: 2,
                reversible: false,
              }),
              ledgerRow(2, { reversedById: 3, reversible: false }),
              paymentRow(1),
            ]
          : [ledgerRow(2), paymentRow(1)],
      ),
    );
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(manualMovementEndpoints.reverse, async ({ request, params }) => {
        bodies.push({ entryId: params.entryId, ...(await request.json()) });
        reversed = true;
        return { reversals: [ledgerRow(3, { reversesId: 2 })], pendingApprovalId: null };
      }),
    );
    const u = user();
    renderAt('/dashboard/flujo');
    await screen.findByRole('row', { name: /Comisión bancaria/ });
    expect(screen.queryByRole('button', { name: 'Revertir #1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrar movimiento' })).toHaveAttribute(
      'href',
      '/dashboard/egreso',
    );

    await u.click(screen.getByRole('button', { name: 'Revertir #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revertir el movimiento #2' });
    await u.click(within(dialog).getByRole('button', { name: 'Revertir' }));
    expect(within(dialog).getByText('Escribe el motivo (al menos 3 caracteres).')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Cobro duplicado');
    await u.click(within(dialog).getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText('Movimiento revertido.')).toBeInTheDocument();
    expect(bodies).toEqual([{ entryId: '2', reason: 'Cobro duplicado' }]);
    const original = await screen.findByRole('row', { name: /Revertido/ });
    expect(within(original).queryByRole('button', { name: /Revertir/ })).not.toBeInTheDocument();
    expect(screen.getByText('Reversión de #2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no reversal nor "Registrar movimiento" without Egreso edit, and names accounts from the rows', async () => {
    startSession(sessionFor('Colaborador'));
    serve(() => movementPage([ledgerRow(2), paymentRow(1)]));
    let permissionCalls = 0;
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => {
        permissionCalls += 1;
        return grants(['flujo', 'egreso']);
      }),
    );
    const u = user();
    renderAt('/dashboard/flujo');
    await screen.findByRole('row', { name: /Comisión bancaria/ });
    await waitFor(() => expect(permissionCalls).toBe(1));
    expect(screen.queryByRole('button', { name: /Revertir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar movimiento' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Cuenta' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Todas', 'BCP PEN · 191-1234567']);
  });

  it('shows cards on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          onchange: null,
          dispatchEvent: () => false,
        }) as unknown as MediaQueryList,
    );
    startSession(sessionFor('Administrador'));
    serve(() => movementPage([ledgerRow(2), paymentRow(1)]));
    renderAt('/dashboard/flujo');
    const card = await screen.findByRole('listitem', { name: 'Comisión bancaria #2' });
    expect(within(card).getByText('− S/ 150.00')).toBeInTheDocument();
    expect(within(card).getByText('Saldo S/ 10,350.50')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Revertir #2' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Más filtros' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cuenta' })).not.toBeInTheDocument();
  });
});

function user() {
  return userEvent.setup();
}
