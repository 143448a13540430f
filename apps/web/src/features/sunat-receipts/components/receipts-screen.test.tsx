import { receiptEndpoints, type ReceiptRow } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SunatReceiptsPage from '@/app/routes/staff/sunat-receipts.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const LIST = '/dashboard/comprobantes';
const PAGES = [{ path: LIST, page: SunatReceiptsPage, title: 'Comprobantes' }];

const row = (overrides: Partial<ReceiptRow> = {}): ReceiptRow => ({
  id: 9,
  tipo: 'boleta',
  number: 'B001-00000042',
  orderId: 77,
  orderCode: 'KM4TQ8ZP',
  customerName: 'Ana Lucía Quispe Mamani',
  amount: '45.00',
  currency: 'PEN',
  issuedAt: '2026-12-02T15:00:00.000Z',
  sending: {
    status: 'pendiente',
    provider: 'simulador',
    ticket: null,
    message:
      'Resumen diario no recibido: 0100 - El sistema no puede responder su solicitud; se reintentará el 02/12/2026 10:20',
    sentAt: '2026-12-02T15:00:00.000Z',
    cdrCode: null,
    summaryId: null,
    nextAttemptAt: '2026-12-02T15:30:00.000Z',
    hasSignedXml: true,
    hasCdr: false,
  },
  ...overrides,
});

describe('Finanzas › Comprobantes', () => {
  it('lists the pendientes first, with the last error, the next try and the way to the order; filters by state', async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint(receiptEndpoints.list, ({ request }) => {
        const estado = new URL(request.url).searchParams.get('estado') ?? '';
        asked.push(estado);
        return estado === 'rechazada'
          ? {
              rows: [
                row({
                  id: 3,
                  tipo: 'factura',
                  number: 'F001-00000003',
                  orderCode: 'ZP8TQ4KM',
                  customerName: 'Importaciones Ñandú S.A.C.',
                  sending: {
                    ...row().sending,
                    status: 'rechazada',
                    cdrCode: '2800',
                    message: '2800 - Dato no válido',
                    nextAttemptAt: null,
                  },
                }),
              ],
              total: 1,
            }
          : { rows: [row()], total: 140 };
      }),
    );
    renderPages(LIST, PAGES);
    const item = (await screen.findByText('B001-00000042')).closest('li')!;
    expect(asked[0]).toBe('pendiente');
    expect(within(item).getByText('Boleta · S/ 45.00')).toBeInTheDocument();
    expect(within(item).getByText('Pendiente')).toBeInTheDocument();
    expect(item).toHaveTextContent('se reintentará el 02/12/2026 10:20');
    expect(item).toHaveTextContent('Próximo intento: a más tardar 02/12/2026 10:30');
    expect(within(item).getByRole('link', { name: 'KM4TQ8ZP' })).toHaveAttribute(
      'href',
      '/dashboard/orden/77',
    );
    expect(screen.getByText('Los 1 más recientes de 140.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rechazadas' }));
    const refused = (await screen.findByText('F001-00000003')).closest('li')!;
    expect(within(refused).getByText('Factura · S/ 45.00')).toBeInTheDocument();
    expect(within(refused).getByText('Rechazada')).toBeInTheDocument();
    expect(refused).toHaveTextContent('2800 - Dato no válido');
    expect(refused).not.toHaveTextContent('Próximo intento');
    expect(where()).toBe(`${LIST}?status=rechazada`);
  });

  it('says so when no receipt is in that state', async () => {
    server.use(mockEndpoint(receiptEndpoints.list, () => ({ rows: [], total: 0 })));
    renderPages(LIST, PAGES);
    expect(await screen.findByText('No hay comprobantes en este estado.')).toBeInTheDocument();
  });
});
