import { bankEndpoints, summaryEndpoints, type FinanceSummary } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SummaryPage from '@/app/routes/staff/summary.tsx';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, rawReply } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { addMonths, thisMonth } from '../month-range.ts';
import { emptySummary, figures, financeSummary } from '../test-summary.ts';

const server = setupApiServer();
let restoreObjectUrls: () => void;
beforeEach(() => {
  restoreObjectUrls = stubObjectUrls('blob:resumen');
  startSession(sessionFor('Administrador'));
});
afterEach(() => {
  restoreObjectUrls();
  logout();
});

const renderAt = (url: string) =>
  renderPages(url, [
    { path: '/dashboard/resumen', page: SummaryPage, title: 'Resumen' },
    { path: '/dashboard/resumen-formated', page: () => <p>Imprimible</p>, title: 'Resumen imprimible' },
  ]);

function serve(answer: (query: URLSearchParams) => FinanceSummary = () => financeSummary()) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(summaryEndpoints.get, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('Resumen (issue 17)', () => {
  it('asks for this month by default and keeps the address short', async () => {
    const queries = serve();
    renderAt('/dashboard/resumen');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    const month = thisMonth();
    expect(Object.fromEntries(queries[0]!)).toEqual({ from: month, to: month });
    expect(where()).toBe('/dashboard/resumen');
    expect(screen.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the filters from the address, sends them, and writes each change back', async () => {
    const queries = serve();
    const user = userEvent.setup();
    renderAt('/dashboard/resumen?from=2026-09&to=2026-11&bankId=1&channel=web');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    expect(Object.fromEntries(queries[0]!)).toEqual({
      from: '2026-09',
      to: '2026-11',
      bankId: '1',
      channel: 'web',
    });
    expect(screen.getByRole('group', { name: 'Desde' })).toHaveTextContent('09/2026');
    expect(screen.getByRole('group', { name: 'Hasta' })).toHaveTextContent('11/2026');
    expect(screen.getByRole('combobox', { name: 'Banco' })).toHaveTextContent('Banco de Crédito del Perú');
    expect(screen.getByRole('combobox', { name: 'Canal' })).toHaveTextContent('Web');

    await user.click(screen.getByRole('combobox', { name: 'Canal' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Socio' }));
    await waitFor(() =>
      expect(where()).toBe('/dashboard/resumen?from=2026-09&to=2026-11&bankId=1&channel=partner'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('channel')).toBe('partner'));

    await user.click(screen.getByRole('combobox', { name: 'Banco' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Todos los bancos' }));
    await waitFor(() => expect(where()).toBe('/dashboard/resumen?from=2026-09&to=2026-11&channel=partner'));

    const month = thisMonth();
    await user.click(screen.getByRole('button', { name: 'Últimos 3 meses' }));
    await waitFor(() =>
      expect(where()).toBe(`/dashboard/resumen?from=${addMonths(month, -2)}&to=${month}&channel=partner`),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        from: addMonths(month, -2),
        to: month,
        channel: 'partner',
      }),
    );
    expect(screen.getByRole('button', { name: 'Últimos 3 meses' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Este mes' }));
    await waitFor(() => expect(where()).toBe('/dashboard/resumen?channel=partner'));
    expect(screen.getByRole('link', { name: 'Versión imprimible' })).toHaveAttribute(
      'href',
      '/dashboard/resumen-formated?channel=partner',
    );
  });

  it('types a start month as MM/AAAA; a start after the end moves the end with it', async () => {
    const queries = serve();
    const user = userEvent.setup();
    renderAt('/dashboard/resumen?from=2026-01&to=2026-03');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    const from = screen.getByRole('group', { name: 'Desde' });
    await user.click(within(from).getAllByRole('spinbutton')[0]!);
    await user.keyboard('052026');
    await waitFor(() => expect(where()).toBe('/dashboard/resumen?from=2026-05&to=2026-05'));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-05'));
  });

  it('an unreadable or too long range in the address falls back to this month', async () => {
    const queries = serve();
    renderAt('/dashboard/resumen?from=2020-01&to=2026-11&channel=fax');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    const month = thisMonth();
    expect(Object.fromEntries(queries[0]!)).toEqual({ from: month, to: month });
  });

  it('compares each headline figure with the previous period', async () => {
    serve();
    renderAt('/dashboard/resumen?from=2026-10&to=2026-11');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    expect(card('Órdenes terminadas')).toHaveTextContent('100');
    expect(within(card('Órdenes terminadas')).getByText('▲ 25 %')).toBeInTheDocument();
    expect(within(card('Órdenes terminadas')).getByText('Periodo anterior: 80')).toBeInTheDocument();
    expect(within(card('Monto recibido')).getByText('S/ 130,000.00')).toBeInTheDocument();
    expect(within(card('Monto recibido')).getByText('▲ 30 %')).toBeInTheDocument();
    expect(within(card('Comisiones')).getByText('▲ 20 %')).toBeInTheDocument();
    expect(within(card('Comisiones')).getByText('Periodo anterior: S/ 1,000.00')).toBeInTheDocument();
    // Fewer discounts given is good news: green, and the arrow points down.
    const discounts = within(card('Descuentos (cupones + puntos)'));
    expect(discounts.getByText('S/ 70.00')).toBeInTheDocument();
    expect(discounts.getByText('▼ 22 %')).toHaveAccessibleName('Baja 22 % frente al periodo anterior');
    expect(within(card('Participación de socios')).getByText('sin cambio')).toBeInTheDocument();
    expect(within(card('Egresos manuales')).getByText('sin datos previos')).toBeInTheDocument();
    expect(within(card('Saldo de cierre (PEN)')).getByText('S/ 121,234.56')).toBeInTheDocument();
    expect(within(card('Saldo de cierre (PEN)')).getByText('▲ 10 %')).toBeInTheDocument();
  });

  it('shows the diferencial cambiario in soles and the dollars apart, never added to soles', async () => {
    serve();
    renderAt('/dashboard/resumen?from=2026-10&to=2026-11');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    expect(within(card('Diferencial cambiario')).getByText('S/ 84.75')).toBeInTheDocument();
    expect(within(card('Recibido en dólares')).getByText('US$ 4,200.00')).toBeInTheDocument();
    expect(within(card('Pagado en dólares')).getByText('US$ 3,100.50')).toBeInTheDocument();
    expect(within(card('Monto recibido')).getByText('S/ 130,000.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cifras por mes del periodo, en soles' });
    expect(within(table).getByRole('columnheader', { name: 'Dif. cambiario' })).toBeInTheDocument();
    expect(within(table).getByText('84.75')).toBeInTheDocument();
  });

  it('says what the figures are compared with: whole months, or this month so far against the same part of the last', async () => {
    serve((query) =>
      query.get('to') === '2026-12'
        ? financeSummary({
            from: '2026-12',
            to: '2026-12',
            previous: {
              ...financeSummary().previous,
              from: '2026-11',
              to: '2026-11',
              cut: { until: '2026-11-03T15:15:00.000Z', lastDay: '2026-11-03' },
            },
          })
        : financeSummary(),
    );
    renderAt('/dashboard/resumen?from=2026-10&to=2026-11');
    const kpis = await screen.findByRole('region', { name: 'Indicadores del periodo' });
    expect(kpis).toHaveTextContent('Comparado con agosto 2026 – septiembre 2026.');
    renderAt('/dashboard/resumen?from=2026-12&to=2026-12');
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: 'Indicadores del periodo' }).at(-1)).toHaveTextContent(
        'Comparado con el 1 al 3 de noviembre de 2026, hasta las 10:15.',
      ),
    );
  });

  it('says the manual figures and the balance do not apply with a channel filter', async () => {
    serve(() =>
      financeSummary({
        totals: figures({
          ordersFinished: 5,
          manualIngresos: null,
          manualEgresos: null,
          closingBalance: null,
        }),
        previous: {
          from: '2026-08',
          to: '2026-09',
          cut: null,
          totals: figures({
            ordersFinished: 10,
            manualIngresos: null,
            manualEgresos: null,
            closingBalance: null,
          }),
        },
      }),
    );
    renderAt('/dashboard/resumen?from=2026-10&to=2026-11&channel=link');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    expect(card('Egresos manuales')).toHaveTextContent('No aplica con filtro de canal');
    expect(card('Saldo de cierre (PEN)')).toHaveTextContent('No aplica con filtro de canal');
    expect(within(card('Órdenes terminadas')).getByText('▼ 50 %')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Con filtro de canal no se muestran ingresos, egresos manuales ni saldos (no tienen canal).',
      ),
    ).toBeInTheDocument();
  });

  it('draws the charts and the month table with its totals', async () => {
    serve();
    renderAt('/dashboard/resumen?from=2026-10&to=2026-11');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    const commissions = screen.getByRole('group', { name: 'Comisiones por mes' });
    expect(within(commissions).getByRole('img', { name: 'noviembre 2026: S/ 719.50' })).toBeInTheDocument();
    const byBank = screen.getByRole('group', { name: 'Monto recibido por banco' });
    expect(within(byBank).getByRole('img', { name: 'Interbank: S/ 40,000.00' })).toBeInTheDocument();
    const days = screen.getByRole('group', { name: 'Órdenes por día de noviembre 2026' });
    expect(within(days).getAllByRole('img')).toHaveLength(30);
    expect(
      within(days).getByRole('img', { name: '02/11: 1 orden, S/ 12.00 de comisión' }),
    ).toBeInTheDocument();
    const channels = screen.getByRole('region', { name: 'Por canal' });
    expect(within(channels).getByRole('row', { name: /Socio/ })).toHaveTextContent('S/ 30,000.00');

    const table = screen.getByRole('table', { name: 'Cifras por mes del periodo, en soles' });
    expect(within(table).getByRole('row', { name: /Octubre 2026/ })).toHaveTextContent('52,000.00');
    const totals = within(table).getByRole('row', { name: /Total/ });
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '100',
      '130,000.00',
      '128,500.00',
      '1,200.00',
      '84.75',
      '50.00',
      '20.00',
      '150.00',
      '1,000.00',
      '500.00',
      '121,234.56',
    ]);
  });

  it('reads a bar out on focus', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/dashboard/resumen?from=2026-10&to=2026-11');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    const commissions = screen.getByRole('group', { name: 'Comisiones por mes' });
    const bar = within(commissions).getByRole('img', { name: 'octubre 2026: S/ 480.50' });
    await user.click(bar);
    bar.focus();
    expect(await screen.findAllByText('octubre 2026: S/ 480.50')).not.toHaveLength(0);
  });

  it('says when a chart has nothing to draw', async () => {
    serve(() => emptySummary());
    renderAt('/dashboard/resumen');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    expect(screen.getAllByText('Sin datos en el periodo')).toHaveLength(4);
    expect(screen.queryByRole('group', { name: 'Comisiones por mes' })).not.toBeInTheDocument();
    expect(within(card('Comisiones')).getByText('sin datos previos')).toBeInTheDocument();
  });

  it('downloads the PDF of exactly the filters on screen', async () => {
    serve();
    const downloads: URLSearchParams[] = [];
    server.use(
      mockEndpoint(summaryEndpoints.pdf, ({ request }) => {
        downloads.push(new URL(request.url).searchParams);
        return rawReply(
          new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="resumen-2026-09-2026-11.pdf"',
            },
          }),
        );
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt('/dashboard/resumen?from=2026-09&to=2026-11&bankId=5&channel=link');
    await screen.findByRole('listitem', { name: 'Comisiones' });
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    click.mockRestore();
    expect(link.download).toBe('resumen-2026-09-2026-11.pdf');
    expect(Object.fromEntries(downloads[0]!)).toEqual({
      from: '2026-09',
      to: '2026-11',
      bankId: '5',
      channel: 'link',
    });
  });
});
