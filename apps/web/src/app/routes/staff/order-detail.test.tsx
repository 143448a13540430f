import { adminOrderEndpoints, orderEndpoints } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { invoiceFixture } from '../../../../test/invoice-fixture.ts';
import { adminOrderFixture, payoutOrderFixture } from '../../../../test/staff-order-fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderStaffOrders } from './staff-order-pages.test-support.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const finished = payoutOrderFixture({
  status: 5,
  statusSince: '2026-11-21T16:00:00.000Z',
  payoutOperationNumber: '99001',
  paidOutAt: '2026-11-21T16:00:00.000Z',
  paidOutBy: { id: 300, name: 'Luis Paredes Soto' },
  payoutVoucher: { kind: 'payout_voucher', mimeType: 'image/jpeg', uploadedAt: '2026-11-21T16:00:00.000Z' },
  receipt: { tipo: 'boleta', serie: 'B001', numero_recibo: 42, bankId: 2 },
  allowedActions: [],
});

/** Ana's order still TEMPORAL: no payment yet, nothing for staff to do. */
const temporal = adminOrderFixture({
  status: 0,
  statusSince: '2026-11-21T15:00:00.000Z',
  customerOperationNumber: null,
  paymentReference: null,
  voucher: null,
  finalizedAt: null,
  history: [
    {
      fromStatus: null,
      toStatus: 0,
      at: '2026-11-21T15:00:00.000Z',
      note: null,
      actor: null,
      viaLink: false,
    },
  ],
  allowedActions: [],
});

/** The header of the detail: the title, the status chip and what stands beside it. */
const detailHeader = async () =>
  (await screen.findByRole('heading', { level: 1, name: 'Orden KM4TQ8ZP' })).parentElement!;

describe('Detalle de la orden', () => {
  it('reads a temporary order the customer no longer has as "Temporal (cerrada)", with when it closed', async () => {
    server.use(
      mockEndpoint(adminOrderEndpoints.get, () => ({ ...temporal, expiredAt: '2026-11-28T08:20:00.000Z' }), {
        params: { orderId: '7' },
      }),
    );
    renderStaffOrders('/dashboard/orden/7');
    const header = await detailHeader();
    expect(within(header).getByText('Temporal (cerrada)')).toBeInTheDocument();
    expect(within(header).queryByText('Temporal')).not.toBeInTheDocument();
    expect(within(header).getByText('Cerrada el 28/11/2026 03:20')).toBeInTheDocument();
  });

  it('reads an open temporary order as "Temporal", with no closing time', async () => {
    server.use(mockEndpoint(adminOrderEndpoints.get, () => temporal, { params: { orderId: '7' } }));
    renderStaffOrders('/dashboard/orden/7');
    const header = await detailHeader();
    expect(within(header).getByText('Temporal')).toBeInTheDocument();
    expect(within(header).queryByText('Temporal (cerrada)')).not.toBeInTheDocument();
    expect(within(header).queryByText(/^Cerrada el/)).not.toBeInTheDocument();
  });

  it('shows the payout, its voucher and the receipt of a finished order, with no actions', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(adminOrderEndpoints.get, () => finished, { params: { orderId: '7' } }),
      mockEndpoint(orderEndpoints.invoice, ({ request }) => {
        const query = new URL(request.url).searchParams;
        return invoiceFixture({
          serie: query.get('serie') ?? '',
          numero_recibo: Number(query.get('numero_recibo')),
          sending: {
            status: 'enviada',
            provider: 'simulador',
            ticket: 'SIM-123',
            message: 'Enviada en el resumen diario RC-20261122-1; esperando la constancia de SUNAT',
            sentAt: '2026-11-22T05:00:01.000Z',
            cdrCode: null,
            summaryId: 'RC-20261122-1',
            nextAttemptAt: '2026-11-22T05:10:01.000Z',
            hasSignedXml: true,
            hasCdr: false,
            receiptId: 9,
            creditNote: null,
          },
        });
      }),
    );
    renderStaffOrders('/dashboard/orden/7');
    const payout = await screen.findByRole('region', { name: 'Devolución' });
    // Staff read the amounts as the customer's, not as their own.
    const amounts = screen.getByRole('region', { name: 'Montos' });
    expect(within(amounts).getByText('Envía el cliente')).toBeInTheDocument();
    expect(within(amounts).getByText('Recibe el cliente')).toBeInTheDocument();
    expect(within(payout).getByText('99001')).toBeInTheDocument();
    expect(within(payout).getByText('Pagado por Luis Paredes Soto el 21/11/2026 11:00')).toBeInTheDocument();
    expect(within(payout).getByRole('button', { name: 'Ver comprobante de devolución' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sale de la cuenta de Cambix' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Acciones sobre la orden' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Órdenes' })).toHaveAttribute(
      'href',
      '/dashboard/ordenes-admin',
    );

    const receipt = screen.getByRole('region', { name: 'Boleta' });
    expect(within(receipt).getByText('B001-00000042')).toBeInTheDocument();
    await user.click(within(receipt).getByRole('button', { name: 'Ver boleta' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Comisión por cambio de saldo')).toBeInTheDocument();
    // Staff see what SUNAT's provider answered.
    expect(within(dialog).getByText('Envío a SUNAT')).toBeInTheDocument();
    expect(within(dialog).getByText('Enviada')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Enviada en el resumen diario RC-20261122-1; esperando la constancia de SUNAT',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Ticket SIM-123')).toBeInTheDocument();
    expect(within(dialog).getByText('Resumen diario RC-20261122-1')).toBeInTheDocument();
  });

  it('names a factura and who it is made out to', async () => {
    const facturaOrder = {
      ...finished,
      receipt: { tipo: 'factura' as const, serie: 'F001', numero_recibo: 7, bankId: 2 },
      factura: { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' },
    };
    server.use(
      mockEndpoint(adminOrderEndpoints.get, () => facturaOrder, { params: { orderId: '7' } }),
      mockEndpoint(orderEndpoints.invoice, () => invoiceFixture({ tipo: 'factura', serie: 'F001' })),
    );
    renderStaffOrders('/dashboard/orden/7');
    const receipt = await screen.findByRole('region', { name: 'Factura' });
    expect(within(receipt).getByText('F001-00000007')).toBeInTheDocument();
    expect(
      within(receipt).getByText('A nombre de Importaciones Ñandú S.A.C. (RUC 20100047218)'),
    ).toBeInTheDocument();
    expect(within(receipt).getByRole('button', { name: 'Ver factura' })).toBeInTheDocument();
  });

  it('opens a PDF voucher in a new tab, or saves it', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(
      mockEndpoint(
        adminOrderEndpoints.get,
        () =>
          payoutOrderFixture({
            voucher: {
              kind: 'voucher',
              mimeType: 'application/pdf',
              uploadedAt: '2026-11-21T15:05:00.000Z',
            },
          }),
        { params: { orderId: '7' } },
      ),
      mockEndpoint(orderEndpoints.generateUrl, () => ({
        url: 'https://files.test/v.pdf?sig=1',
        expiresAt: '2026-11-21T16:00:00.000Z',
      })),
    );
    renderStaffOrders('/dashboard/orden/7');
    await user.click(await screen.findByRole('button', { name: 'Abrir PDF del comprobante' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('https://files.test/v.pdf?sig=1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.href);
    });
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await vi.waitFor(() => expect(saved).toEqual(['https://files.test/v.pdf?sig=1&download=1']));
  });
});
