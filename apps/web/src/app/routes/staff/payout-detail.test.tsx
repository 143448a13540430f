import { type AdminOrder, adminOrderEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutOrderFixture, queueRow } from '../../../../test/staff-order-fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderStaffOrders, where } from './staff-order-pages.test-support.tsx';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';

const server = setupApiServer();

let restoreObjectUrls: () => void;
beforeAll(() => {
  restoreObjectUrls = stubObjectUrls('blob:preview');
});
afterAll(() => restoreObjectUrls());

function serveOrder(order: AdminOrder) {
  server.use(
    mockEndpoint(adminOrderEndpoints.get, () => order, { params: { orderId: '7' } }),
    mockEndpoint(adminOrderEndpoints.payoutsQueue, () => ({ items: [queueRow(1, { status: 3 })], total: 1 })),
  );
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'transferencia.jpg', { type: 'image/jpeg' });

describe('Detalle de la devolución', () => {
  it('puts the destination account first, each value with a button that copies it exactly', async () => {
    const user = userEvent.setup();
    serveOrder(payoutOrderFixture());
    renderStaffOrders('/dashboard/devolucion/7');
    const account = await screen.findByRole('region', { name: 'Cuenta de destino' });
    expect(within(account).getByText('S/ 955.00')).toBeInTheDocument();
    expect(within(account).getByText('Ana Lucía Quispe Mamani')).toBeInTheDocument();

    await user.click(within(account).getByRole('button', { name: 'Copiar número de cuenta' }));
    expect(await navigator.clipboard.readText()).toBe('8983123456789');
    expect(within(account).getByText('Copiado.')).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Copiar CCI' }));
    expect(await navigator.clipboard.readText()).toBe('00389801312345678945');
    await user.click(within(account).getByRole('button', { name: 'Copiar monto a transferir' }));
    expect(await navigator.clipboard.readText()).toBe('955.00');

    const from = screen.getByRole('region', { name: 'Sale de la cuenta de Cambix' });
    expect(within(from).getByText('2003001234567')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Devoluciones' })).toHaveAttribute(
      'href',
      '/dashboard/devoluciones',
    );
  });

  it('asks for the image and the operation number, then sends both in one multipart request', async () => {
    const user = userEvent.setup();
    serveOrder(payoutOrderFixture());
    const sent: { operationNumber: unknown; hasVoucher: boolean; multipart: boolean }[] = [];
    server.use(
      mockEndpoint(
        adminOrderEndpoints.payout,
        async ({ request }) => {
          const form = await request.formData();
          const voucher = form.get('voucher');
          // jsdom's XHR hands msw the file part without its bytes; payout-form.test.ts checks those.
          sent.push({
            operationNumber: form.get('operationNumber'),
            hasVoucher: voucher !== null && typeof voucher !== 'string',
            multipart: request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false,
          });
          return payoutOrderFixture({
            status: 5,
            allowedActions: [],
            receipt: { tipo: 'boleta', serie: 'B001', numero_recibo: 42, bankId: 2 },
          });
        },
        { params: { orderId: '7' } },
      ),
    );
    renderStaffOrders('/dashboard/devolucion/7');
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar la devolución' });
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(
      within(dialog).getByText('Sube el comprobante de la transferencia al cliente.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Escribe el número de operación de la transferencia al cliente.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('Archivo del comprobante de devolución'), jpeg());
    expect(
      within(dialog).getByRole('img', { name: 'Vista previa del comprobante de devolución' }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /N\.° de operación/ }), '99001');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));

    await waitFor(() => expect(where()).toBe('/dashboard/devoluciones'));
    expect(sent).toEqual([{ operationNumber: '99001', hasVoucher: true, multipart: true }]);
    expect(
      await screen.findByText('Devolución de la orden KM4TQ8ZP registrada. Boleta B001-00000042.'),
    ).toBeInTheDocument();
  });

  it('takes a PDF as the voucher, and refuses other files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serveOrder(payoutOrderFixture());
    renderStaffOrders('/dashboard/devolucion/7');
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar la devolución' });
    const input = within(dialog).getByLabelText('Archivo del comprobante de devolución');
    await user.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText('Elige una imagen JPG, PNG o WebP, o un PDF.')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF-1.4'], 'transferencia.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('PDF elegido: transferencia.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByText('Elige una imagen JPG, PNG o WebP, o un PDF.')).not.toBeInTheDocument();
  });

  it('keeps the form when the server refuses the payout', async () => {
    const user = userEvent.setup();
    serveOrder(payoutOrderFixture());
    server.use(
      mockEndpoint(
        adminOrderEndpoints.payout,
        () =>
          refuse(
            'NO_PAYOUT_ACCOUNT',
            'No hay una cuenta de Cambix activa desde la que pagar esta orden. Revísalo en Ajustes.',
            409,
          ),
        { params: { orderId: '7' } },
      ),
    );
    renderStaffOrders('/dashboard/devolucion/7');
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar la devolución' });
    await user.upload(within(dialog).getByLabelText('Archivo del comprobante de devolución'), jpeg());
    await user.type(within(dialog).getByRole('textbox', { name: /N\.° de operación/ }), '99001');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(
      await within(dialog).findByText(
        'No hay una cuenta de Cambix activa desde la que pagar esta orden. Revísalo en Ajustes.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /N\.° de operación/ })).toHaveValue('99001');
    expect(where()).toBe('/dashboard/devolucion/7');
  });

  it('says why the payout is not offered under the four-eyes rule', async () => {
    serveOrder(
      payoutOrderFixture({
        allowedActions: ['observe'],
        blockedReason: 'Quien aprobó el pago no puede pagar esta orden: la debe pagar otra persona.',
      }),
    );
    renderStaffOrders('/dashboard/devolucion/7');
    expect(
      await screen.findByText('Quien aprobó el pago no puede pagar esta orden: la debe pagar otra persona.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Observar' })).toBeInTheDocument();
  });

  it('observes with a note, telling that the customer gets a link to fix it', async () => {
    const user = userEvent.setup();
    serveOrder(payoutOrderFixture());
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(
        adminOrderEndpoints.observe,
        async ({ request }) => {
          bodies.push(await request.json());
          return payoutOrderFixture({ status: 4, allowedActions: ['cancel'] });
        },
        { params: { orderId: '7' } },
      ),
    );
    renderStaffOrders('/dashboard/devolucion/7');
    await user.click(await screen.findByRole('button', { name: 'Observar' }));
    const dialog = screen.getByRole('dialog', { name: 'Observar la orden' });
    expect(within(dialog).getByText(/recibirá un correo con un enlace para corregir/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Observar' }));
    expect(within(dialog).getByText('Escribe qué debe corregir el cliente.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Qué debe corregir/ }),
      'La cuenta no es suya',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Observar' }));
    await waitFor(() => expect(where()).toBe('/dashboard/devoluciones'));
    expect(bodies).toEqual([{ note: 'La cuenta no es suya' }]);
  });

  it('cancels an observed order with a reason', async () => {
    const user = userEvent.setup();
    serveOrder(
      payoutOrderFixture({ status: 4, observedNote: 'La cuenta no es suya', allowedActions: ['cancel'] }),
    );
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(
        adminOrderEndpoints.cancel,
        async ({ request }) => {
          bodies.push(await request.json());
          return payoutOrderFixture({ status: 2, allowedActions: [] });
        },
        { params: { orderId: '7' } },
      ),
    );
    renderStaffOrders('/dashboard/devolucion/7');
    expect(await screen.findByText('La cuenta no es suya')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar orden' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar la orden' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'El cliente no respondió');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar orden' }));
    await waitFor(() => expect(where()).toBe('/dashboard/devoluciones'));
    expect(bodies).toEqual([{ reason: 'El cliente no respondió' }]);
    expect(await screen.findByText('Orden KM4TQ8ZP cancelada.')).toBeInTheDocument();
  });
});
