import { orderEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { invoiceFixture } from '../../../../test/invoice-fixture.ts';
import { mockEndpoint, rawReply } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { qrPath } from './receipt-qr.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';

const server = setupApiServer();
const QUERY = { serie: 'B001', numero_recibo: 42, bankId: 2 };
let restoreObjectUrls: () => void;
beforeEach(() => {
  restoreObjectUrls = stubObjectUrls('blob:boleta');
  startSession(sessionFor('Cliente'));
});
afterEach(() => {
  restoreObjectUrls();
  logout();
});

const open = () => renderWithProviders(<ReceiptDialog query={QUERY} onClose={() => {}} />);

describe('the boleta', () => {
  it('of a divisas order: both amounts in their currencies, the direction and rate, the spread without IGV', async () => {
    server.use(
      mockEndpoint(orderEndpoints.invoice, () =>
        invoiceFixture({
          description: 'Venta de moneda extranjera',
          amount: '13.00',
          taxableAmount: '13.00',
          igvAmount: '0.00',
          igvTreatment: 'inafecta',
          operation: {
            sendAmount: '3768.00',
            fee: '0.00',
            discount: '0.00',
            interbankFee: '0.00',
            receiveAmount: '1000.00',
            destinationBankName: 'BCP',
            sendCurrency: 'PEN',
            receiveCurrency: 'USD',
            direction: 'venta',
            rate: '3.7680',
          },
        }),
      ),
    );
    open();
    const dialog = await screen.findByRole('dialog', { name: 'BOLETA DE VENTA ELECTRÓNICA' });
    // The screen says what the PDF says: an operación inafecta (issue 34).
    expect(
      within(dialog).getByText('Servicio · Orden KM4TQ8ZP · Inafecto al IGV (venta de moneda extranjera)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Op. inafecta')).toBeInTheDocument();
    expect(within(dialog).queryByText('Op. gravada')).not.toBeInTheDocument();
    expect(within(dialog).getByText('S/ 3,768.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Compras dólares')).toBeInTheDocument();
    expect(within(dialog).getByText('S/ 3.768')).toBeInTheDocument();
    expect(within(dialog).getByText('US$ 1,000.00')).toBeInTheDocument();
    expect(within(dialog).queryByText('Comisión')).not.toBeInTheDocument();
  });

  it("reads as SUNAT's printed representation: issuer, number, customer, the commission with its IGV and the QR", async () => {
    server.use(mockEndpoint(orderEndpoints.invoice, () => invoiceFixture()));
    open();
    const dialog = await screen.findByRole('dialog', { name: 'BOLETA DE VENTA ELECTRÓNICA' });
    for (const text of [
      'Cambix S.A.C.',
      'Av. Larco 100, Miraflores',
      'RUC 20600000001',
      'B001-00000042',
      'Ana Lucía Quispe Mamani',
      '40000001',
      '21/11/2026',
      '11:00',
      'Soles (PEN)',
      'Comisión por cambio de saldo',
      'Servicio · Orden KM4TQ8ZP · IGV incluido',
      'Op. gravada',
      'S/ 38.14',
      'IGV (18 %)',
      'S/ 6.86',
      'Importe total',
      'Transferido a BBVA',
      '-S/ 5.00',
      'Representación impresa de la Boleta de Venta Electrónica',
      'SON: CUARENTA Y CINCO Y 00/100 SOLES',
      'Código hash: q3Yc2Qm4h1mQ0cX9f0v6oN3ZfJ4cC8H5QvR2m1sB7yE=',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByText('DNI')).toBeInTheDocument();
    expect(within(dialog).getAllByText('S/ 45.00')).toHaveLength(2);
    const qr = within(dialog).getByRole('img', { name: 'Código QR con los datos de la boleta' });
    expect(qr.querySelector('path')).toHaveAttribute('d', qrPath(invoiceFixture().qr.rows));
    expect(qr).toHaveAttribute('viewBox', '0 0 25 25');
    expect(
      within(dialog).getByRole('link', {
        name: 'https://e-consulta.sunat.gob.pe/ol-ti-itconsvalicpe/ConsValiCpe.htm',
      }),
    ).toHaveAttribute('href', 'https://e-consulta.sunat.gob.pe/ol-ti-itconsvalicpe/ConsValiCpe.htm');
    // What SUNAT's provider answered is for staff; the customer's answer has none.
    expect(within(dialog).queryByText('Envío a SUNAT')).not.toBeInTheDocument();
  });

  it('never prints an empty RUC', async () => {
    server.use(
      mockEndpoint(orderEndpoints.invoice, () =>
        invoiceFixture({ issuer: { name: 'Cambix', ruc: '', address: '' } }),
      ),
    );
    open();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('RUC no registrado')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^RUC\s*:?\s*$/)).not.toBeInTheDocument();
  });

  it('downloads the PDF the server draws, named by its number', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      mockEndpoint(orderEndpoints.invoice, () => invoiceFixture()),
      mockEndpoint(orderEndpoints.invoicePdf, ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return rawReply(new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }));
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    click.mockRestore();
    expect(link.download).toBe('boleta-B001-00000042.pdf');
    expect(asked).toEqual([{ serie: 'B001', numero_recibo: '42', bankId: '2' }]);
  });

  it('says so when the PDF cannot be downloaded', async () => {
    server.use(
      mockEndpoint(orderEndpoints.invoice, () => invoiceFixture()),
      mockEndpoint(orderEndpoints.invoicePdf, () => rawReply(new Response(null, { status: 500 }))),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
