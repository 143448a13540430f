import { settingsEndpoints, type FinanceSettings } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { where } from '../../../../test/render-pages.tsx';
import { renderSettings, SECTIONS } from '../settings.test-support.tsx';

const server = setupApiServer();
afterEach(() => logout());

const concepts = () =>
  within(screen.getByRole('list', { name: 'Conceptos' }))
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).value);

/** Pastes over a box's text (typing key by key is slow on a busy machine and tests nothing more here). */
async function fill(box: HTMLElement, text: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(box);
  await user.paste(text);
}

function recordSaves(answer: (body: FinanceSettings) => FinanceSettings | ReturnType<typeof refuse>) {
  const sent: FinanceSettings[] = [];
  server.use(
    mockEndpoint(settingsEndpoints.saveFinance, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

describe('Ajustes, section Finanzas (issue 17)', () => {
  it('adds, removes and reorders concepts, turns four-eyes on with its amount and saves with PUT /settings/finance', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordSaves((body) => ({ ...body, fourEyesAbove: '5000.00' }));
    renderSettings(server, '?seccion=referidos');
    await screen.findByLabelText('Puntos por referido');
    await user.click(screen.getByRole('tab', { name: 'Finanzas' }));
    await waitFor(() => expect(where()).toBe('/dashboard/ajustes?seccion=finanzas'));
    await screen.findByRole('list', { name: 'Conceptos' });
    expect(concepts()).toEqual(SECTIONS.finance.concepts);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Subir Comisión bancaria' }));
    await user.click(screen.getByRole('button', { name: 'Quitar ITF' }));
    await user.click(screen.getByRole('button', { name: 'Bajar Otros ingresos' }));
    const draft = screen.getByRole('textbox', { name: 'Nuevo concepto' });
    await fill(draft, 'impuestos');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByText('Ese concepto ya está en la lista.')).toBeInTheDocument();
    await fill(draft, 'Devolución de garantía');
    await user.keyboard('{Enter}');
    expect(draft).toHaveValue('');

    expect(screen.queryByLabelText('Desde montos mayores que')).toBeNull();
    await user.click(
      screen.getByRole('switch', {
        name: 'Pedir una segunda aprobación para egresos y transferencias grandes',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa el monto, o desactiva la doble aprobación.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await fill(screen.getByLabelText('Desde montos mayores que'), '5000');
    const days = screen.getByLabelText('Días de diferencia para emparejar');
    await fill(days, '5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      concepts: [
        'Comisión bancaria',
        'Pago a proveedor',
        'Aporte de capital',
        'Retiro de socios',
        'Impuestos',
        'Planilla',
        'Alquiler',
        'Otros egresos',
        'Otros ingresos',
        'Devolución de garantía',
      ],
      fourEyesAbove: '5000',
      matchWindowDays: 5,
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(screen.getByLabelText('Desde montos mayores que')).toHaveValue('5000.00');
  });

  it("checks with the contract before sending, shows the server's message on its concept and keeps the values", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordSaves(() =>
      refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
        fields: { 'concepts.0': 'Ese concepto está en uso por un movimiento pendiente.' },
      }),
    );
    renderSettings(server, '?seccion=finanzas');
    await screen.findByRole('list', { name: 'Conceptos' });
    const first = screen.getByRole('textbox', { name: 'Concepto 1' });
    await fill(first, 'Transferencia entre cuentas');
    const days = screen.getByLabelText('Días de diferencia para emparejar');
    await fill(days, '12');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'Las transferencias entre cuentas se registran con su propio tipo, no como concepto.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Usa entre 0 y 10 días.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(first, 'Pago a proveedores');
    await fill(days, '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Ese concepto está en uso por un movimiento pendiente.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(first).toHaveValue('Pago a proveedores');
    expect(days).toHaveValue('2');
  });

  it('is read-only without ajustes edit', async () => {
    renderSettings(server, '?seccion=finanzas', { canEdit: false });
    await screen.findByRole('list', { name: 'Conceptos' });
    expect(screen.getByRole('textbox', { name: 'Concepto 1' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /^Quitar / })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Nuevo concepto' })).toBeNull();
    expect(
      screen.getByRole('switch', {
        name: 'Pedir una segunda aprobación para egresos y transferencias grandes',
      }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});
