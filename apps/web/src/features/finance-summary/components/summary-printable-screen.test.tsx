import { bankEndpoints, summaryEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SummaryPrintablePage from '@/app/routes/staff/summary-printable.tsx';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, rawReply } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { financeSummary } from '../test-summary.ts';

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
    { path: '/dashboard/resumen-formated', page: SummaryPrintablePage, title: 'Resumen imprimible' },
    { path: '/dashboard/resumen', page: () => <p>Resumen</p>, title: 'Resumen' },
  ]);

function serve(summary = financeSummary()) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(summaryEndpoints.get, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return summary;
    }),
  );
  return queries;
}

describe('Resumen imprimible (issue 17)', () => {
  it('heads the report with the company, the period and the filters, and totals the months', async () => {
    const queries = serve();
    renderAt('/dashboard/resumen-formated?from=2026-10&to=2026-11&bankId=1&channel=web');
    const report = await screen.findByRole('article', { name: 'Resumen financiero' });
    expect(Object.fromEntries(queries[0]!)).toEqual({
      from: '2026-10',
      to: '2026-11',
      bankId: '1',
      channel: 'web',
    });
    expect(within(report).getByRole('heading', { level: 1, name: 'Resumen financiero' })).toBeInTheDocument();
    expect(within(report).getByText('Cambix S.A.C.')).toBeInTheDocument();
    expect(within(report).getByText('RUC 20601234567')).toBeInTheDocument();
    expect(within(report).getByText('Av. Larco 123, Miraflores, Lima')).toBeInTheDocument();
    expect(within(report).getByText('octubre 2026 – noviembre 2026')).toBeInTheDocument();
    expect(within(report).getByText('agosto 2026 – septiembre 2026')).toBeInTheDocument();
    expect(within(report).getByText('Banco: Banco de Crédito del Perú · Canal: Web')).toBeInTheDocument();
    // 19:05 UTC is 14:05 in Lima.
    expect(within(report).getByText('27/11/2026 14:05')).toBeInTheDocument();

    const table = within(report).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mes',
      'Órdenes',
      'Recibido',
      'Pagado',
      'Comisiones',
      'Dif. cambiario',
      'Desc. cupones',
      'Desc. puntos',
      'Socios',
      'Ingresos manuales',
      'Egresos manuales',
      'Saldo de cierre',
    ]);
    const totals = within(table).getByRole('row', { name: /^Total/ });
    expect(totals).toHaveTextContent('130,000.00');
    expect(totals).toHaveTextContent('121,234.56');
    expect(within(table).getByRole('row', { name: /Periodo anterior/ })).toHaveTextContent('100,000.00');
    const change = within(table).getByRole('row', { name: /Variación/ });
    expect(
      within(change)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['▲ 25 %', '▲ 30 %', '▲ 30 %', '▲ 20 %', '—', '▼ 44 %', '—', 'sin cambio', '—', '—', '▲ 10 %']);
  });

  it('shows the dollars line the PDF has, and the previous period cut at the same point of the month', async () => {
    serve(
      financeSummary({
        from: '2026-12',
        to: '2026-12',
        previous: {
          ...financeSummary().previous,
          from: '2026-11',
          to: '2026-11',
          cut: { until: '2026-11-03T15:15:00.000Z', lastDay: '2026-11-03' },
        },
      }),
    );
    renderAt('/dashboard/resumen-formated?from=2026-12&to=2026-12');
    const report = await screen.findByRole('article', { name: 'Resumen financiero' });
    expect(
      within(report).getByText(
        'Dólares (US$): recibido 4,200.00, pagado 3,100.50. Órdenes de divisas terminadas: 12.',
      ),
    ).toBeInTheDocument();
    expect(
      within(report).getByText('1 al 3 de noviembre de 2026, hasta las 10:15', { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(
      within(report).getByRole('row', {
        name: /Periodo anterior \(1 al 3 de noviembre de 2026, hasta las 10:15\)/,
      }),
    ).toBeInTheDocument();
  });

  it('says when the company has no RUC yet', async () => {
    serve(financeSummary({ company: { name: 'Cambix', ruc: '', address: '' } }));
    renderAt('/dashboard/resumen-formated');
    const report = await screen.findByRole('article', { name: 'Resumen financiero' });
    expect(within(report).getByText('RUC no registrado')).toBeInTheDocument();
    expect(within(report).getByText('Sin filtros (todos los bancos y canales)')).toBeInTheDocument();
  });

  it('prints, downloads the PDF of its filters, and goes back with them', async () => {
    serve();
    const downloads: URLSearchParams[] = [];
    server.use(
      mockEndpoint(summaryEndpoints.pdf, ({ request }) => {
        downloads.push(new URL(request.url).searchParams);
        return rawReply(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt('/dashboard/resumen-formated?from=2026-10&to=2026-11&channel=partner');
    await screen.findByRole('article', { name: 'Resumen financiero' });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    print.mockRestore();
    click.mockRestore();
    expect(link.download).toBe('resumen-2026-10-2026-11.pdf');
    expect(Object.fromEntries(downloads[0]!)).toEqual({ from: '2026-10', to: '2026-11', channel: 'partner' });
    await user.click(screen.getByRole('link', { name: 'Volver al resumen' }));
    await waitFor(() => expect(where()).toBe('/dashboard/resumen?from=2026-10&to=2026-11&channel=partner'));
  });
});
