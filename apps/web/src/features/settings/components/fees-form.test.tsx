import { settingsEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderSettings, SECTIONS } from '../settings.test-support.tsx';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

describe('Ajustes · Montos y comisiones', () => {
  it('shows the server’s values and saves what was typed, with the commission list edited as chips', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(settingsEndpoints.saveFees, async ({ request }) => {
        const body = (await request.json()) as typeof SECTIONS.fees;
        sent.push(body);
        return { ...body, minOrder: '150.00' };
      }),
    );
    renderSettings(server, '?seccion=montos');

    const minOrder = await screen.findByLabelText('Mínimo por orden');
    expect(minOrder).toHaveValue('110.00');
    expect(screen.getByLabelText('Tarifa fija')).toHaveValue('10.00');
    const save = await screen.findByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();

    const chips = screen.getByRole('list', { name: 'Comisiones' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['3.50 %', '4.00 %', '4.50 %', '5.00 %', '5.50 %']);

    await user.clear(minOrder);
    await user.type(minOrder, '150');
    await user.click(screen.getByRole('button', { name: 'Quitar 5.50 %' }));
    await user.type(screen.getByLabelText('Nueva comisión'), '6');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await user.type(screen.getByLabelText('Nueva comisión'), '4,0');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByText('Esa comisión ya está en la lista.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Comisión por defecto' }));
    await user.click(screen.getByRole('option', { name: '6.00 %' }));

    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ...SECTIONS.fees,
      minOrder: '150',
      commissionOptions: ['3.50', '4.00', '4.50', '5.00', '6.00'],
      defaultCommission: '6.00',
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    // The form now holds what the server saved, so nothing is pending.
    expect(minOrder).toHaveValue('150.00');
    expect(save).toBeDisabled();
  });

  it('removing the default commission moves the default to another one of the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderSettings(server, '?seccion=montos');
    await user.click(await screen.findByRole('button', { name: 'Quitar 4.50 %' }));
    expect(screen.getByRole('combobox', { name: 'Comisión por defecto' })).toHaveTextContent('3.50 %');
  });

  it('checks the contract’s rules before sending, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      mockEndpoint(settingsEndpoints.saveFees, () => {
        calls += 1;
        return SECTIONS.fees;
      }),
    );
    renderSettings(server, '?seccion=montos');
    const maxOrder = await screen.findByLabelText('Máximo por orden');
    await user.clear(maxOrder);
    await user.type(maxOrder, '100');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El máximo debe ser mayor que el mínimo.')).toBeInTheDocument();
    expect(calls).toBe(0);
    expect(maxOrder).toHaveValue('100');
  });

  it('shows the server’s message under its field and keeps the values; any other refusal in its words', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
      fields: {
        interbankFee: 'La comisión interbancaria no puede superar la tarifa fija.',
      },
    });
    server.use(mockEndpoint(settingsEndpoints.saveFees, () => answer));
    renderSettings(server, '?seccion=montos');
    const interbank = await screen.findByLabelText('Comisión interbancaria');
    await user.clear(interbank);
    await user.type(interbank, '12.50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText('La comisión interbancaria no puede superar la tarifa fija.'),
    ).toBeInTheDocument();
    expect(interbank).toHaveValue('12.50');
    expect(interbank).toHaveAttribute('aria-invalid', 'true');

    answer = refuse('FORBIDDEN_MODULE', 'No tienes permiso para esta acción en este módulo.', 403);
    await user.clear(interbank);
    await user.type(interbank, '11');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No tienes permiso para esta acción en este módulo.')).toBeInTheDocument();
    expect(interbank).toHaveValue('11');
  });
});
