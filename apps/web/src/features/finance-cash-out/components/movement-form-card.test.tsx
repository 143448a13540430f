import { manualMovementEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { movement, renderCashOut, transferRef } from '../test-cash-out.tsx';

const server = setupApiServer();
afterEach(() => logout());

const form = () => screen.getByRole('region', { name: 'Registrar movimiento' });
const box = (name: string) => within(form()).getByRole('textbox', { name });

async function pick(label: string, option: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(within(form()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** What the server received, field by field (the file by its name). */
function recordCreates(
  answer: (fields: Record<string, string>) => ReturnType<typeof movement> | ReturnType<typeof refuse>,
) {
  const sent: Record<string, string>[] = [];
  server.use(
    mockEndpoint(manualMovementEndpoints.create, async ({ request }) => {
      const data = await (request as unknown as Request).formData();
      const fields: Record<string, string> = {};
      data.forEach((value, key) => {
        // jsdom's XMLHttpRequest drops the file's name on the way; its type arrives.
        fields[key] = typeof value === 'string' ? value : `file:${value.type}`;
      });
      sent.push(fields);
      return answer(fields);
    }),
  );
  return sent;
}

const BCP_PEN = 'BCP · Soles · ****8012 · Recaudadora';
const IBK_PEN = 'Interbank · Soles · ****5550 · Pagadora';
const BCP_USD = 'BCP · Dólares · ****2199 · Pagadora';

describe('Egreso: the form (issue 17)', () => {
  it('switches between egreso, ingreso and transfer: a transfer has a same-currency destination and no concept', async () => {
    const user = userEvent.setup({ delay: null });
    renderCashOut(server);
    await screen.findByRole('region', { name: 'Registrar movimiento' });
    expect(within(form()).getByRole('radio', { name: 'Egreso' })).toBeChecked();
    expect(within(form()).getByRole('combobox', { name: 'Concepto' })).toBeInTheDocument();
    expect(within(form()).queryByRole('combobox', { name: 'Cuenta de destino' })).toBeNull();

    await pick('Cuenta', BCP_PEN);
    await user.click(within(form()).getByRole('radio', { name: 'Transferencia entre cuentas' }));
    expect(within(form()).queryByRole('combobox', { name: 'Concepto' })).toBeNull();
    expect(within(form()).getByRole('combobox', { name: 'Cuenta de origen' })).toBeInTheDocument();
    await user.click(within(form()).getByRole('combobox', { name: 'Cuenta de destino' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual([IBK_PEN]);
    await user.click(screen.getByRole('option', { name: IBK_PEN }));

    // A USD origin drops the PEN destination.
    await pick('Cuenta de origen', BCP_USD);
    expect(within(form()).getByRole('combobox', { name: 'Cuenta de destino' })).not.toHaveTextContent(
      IBK_PEN,
    );
    expect(within(form()).getByText('US$')).toBeInTheDocument();

    await user.click(within(form()).getByRole('radio', { name: 'Ingreso' }));
    expect(within(form()).getByRole('combobox', { name: 'Concepto' })).toBeInTheDocument();
    expect(within(form()).getByRole('combobox', { name: 'Cuenta' })).toBeInTheDocument();
  });

  it("checks with the contract's messages before sending, and shows the server's on their fields keeping the values", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordCreates(() =>
      refuse('MOVEMENT_CONCEPT_UNKNOWN', 'Elige un concepto de la lista de Ajustes.', 400),
    );
    renderCashOut(server);
    await screen.findByRole('region', { name: 'Registrar movimiento' });
    await user.click(within(form()).getByRole('button', { name: 'Registrar' }));
    expect(await within(form()).findByText('Elige la cuenta.')).toBeInTheDocument();
    expect(within(form()).getByText('Elige el concepto.')).toBeInTheDocument();
    expect(within(form()).getByText('Ingresa el monto.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await pick('Cuenta', BCP_PEN);
    await pick('Concepto', 'Comisión bancaria');
    await user.type(box('Monto'), '0');
    await user.click(within(form()).getByRole('button', { name: 'Registrar' }));
    expect(await within(form()).findByText('El monto debe ser mayor que 0.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(box('Monto'));
    await user.type(box('Monto'), '35.5');
    await user.type(box('Número de operación'), '778899');
    await user.click(within(form()).getByRole('button', { name: 'Registrar' }));
    expect(await within(form()).findByText('Elige un concepto de la lista de Ajustes.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(box('Monto')).toHaveValue('35.50');
    expect(box('Número de operación')).toHaveValue('778899');
    expect(within(form()).getByRole('combobox', { name: 'Cuenta' })).toHaveTextContent(BCP_PEN);

    server.use(
      mockEndpoint(manualMovementEndpoints.create, () =>
        refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
          fields: {
            operatedOn: 'La fecha no puede ser posterior a hoy.',
            note: 'Usa como máximo 300 caracteres.',
          },
        }),
      ),
    );
    await user.click(within(form()).getByRole('button', { name: 'Registrar' }));
    expect(await within(form()).findByText('La fecha no puede ser posterior a hoy.')).toBeInTheDocument();
    expect(within(form()).getByText('Usa como máximo 300 caracteres.')).toBeInTheDocument();
    expect(box('Monto')).toHaveValue('35.50');
  });

  it('sends an egreso as multipart with its fields and attachment, and says it was recorded', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordCreates(() => movement(7, { hasAttachment: true }));
    const { listQueries } = renderCashOut(server);
    await screen.findByRole('region', { name: 'Registrar movimiento' });
    await pick('Cuenta', BCP_PEN);
    await pick('Concepto', 'Pago a proveedor');
    await user.type(box('Monto'), '1500.5');
    await user.tab();
    expect(box('Monto')).toHaveValue('1,500.50');
    await user.type(box('Número de operación'), '000123');
    await user.type(box('Nota'), 'Factura F001-88');

    const input = form().querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File(['x'.repeat(11 * 1024 * 1024)], 'grande.pdf', { type: 'application/pdf' }),
    );
    expect(await within(form()).findByText('El archivo pesa más de 10 MB.')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }));
    expect(within(form()).getByText('factura.pdf')).toBeInTheDocument();
    expect(within(form()).queryByText('El archivo pesa más de 10 MB.')).toBeNull();
    await user.click(within(form()).getByRole('button', { name: 'Quitar factura.pdf' }));
    expect(within(form()).queryByText('factura.pdf')).toBeNull();
    await user.upload(input, new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }));

    const before = listQueries.length;
    await user.click(within(form()).getByRole('button', { name: 'Registrar' }));
    expect(await within(form()).findByText('Movimiento registrado')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        type: 'egreso',
        accountId: '3',
        concept: 'Pago a proveedor',
        amount: '1500.50',
        operatedOn: '2026-11-27',
        operationNumber: '000123',
        note: 'Factura F001-88',
        attachment: 'file:application/pdf',
      },
    ]);
    // The form is ready for the next one, on the same account; the lists read again.
    expect(box('Monto')).toHaveValue('');
    expect(within(form()).queryByText('factura.pdf')).toBeNull();
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it('warns above the four-eyes amount and says a transfer waits for a second person', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordCreates(() =>
      movement(8, {
        type: 'transfer',
        state: 'pending',
        account: transferRef.from,
        toAccount: transferRef.to,
        concept: 'Transferencia entre cuentas',
        amount: '8000.00',
        entryIds: [],
        reversed: false,
      }),
    );
    renderCashOut(server);
    await screen.findByRole('region', { name: 'Registrar movimiento' });
    await user.click(within(form()).getByRole('radio', { name: 'Transferencia entre cuentas' }));
    await pick('Cuenta de origen', BCP_PEN);
    await pick('Cuenta de destino', IBK_PEN);
    await user.type(box('Monto'), '5000');
    expect(within(form()).queryByText(/quedará pendiente/)).toBeNull();
    await user.type(box('Monto'), '.01');
    expect(
      within(form()).getByText(
        'Supera S/ 5,000.00: quedará pendiente hasta que otra persona con permiso lo apruebe.',
      ),
    ).toBeInTheDocument();
    await user.click(within(form()).getByRole('radio', { name: 'Ingreso' }));
    expect(within(form()).queryByText(/quedará pendiente/)).toBeNull();
    await user.click(within(form()).getByRole('radio', { name: 'Transferencia entre cuentas' }));

    await user.click(within(form()).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(form()).findByText(
        'Queda pendiente de aprobación: otra persona debe aprobarlo (monto mayor que S/ 5,000.00).',
      ),
    ).toBeInTheDocument();
    expect(sent[0]).toEqual({
      type: 'transfer',
      accountId: '3',
      toAccountId: '5',
      amount: '5000.01',
      operatedOn: '2026-11-27',
      operationNumber: '',
      note: '',
    });
  });
});
