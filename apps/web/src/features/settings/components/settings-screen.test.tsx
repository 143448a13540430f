import { settingsEndpoints } from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { setupApiServer } from '../../../../test/msw.ts';
import { where } from '../../../../test/render-pages.tsx';
import { renderSettings, SECTIONS } from '../settings.test-support.tsx';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

describe('Ajustes: tabs, limits, points and read-only access', () => {
  it('keeps the open section in the address', async () => {
    const user = userEvent.setup({ delay: null });
    renderSettings(server, '');
    expect(await screen.findByRole('heading', { name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Montos y comisiones' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Puntos' }));
    await waitFor(() => expect(where()).toBe('/dashboard/ajustes?seccion=puntos'));
    expect(await screen.findByLabelText('Puntos por cada S/ 100')).toHaveValue('1');
  });

  it('saves the limits, with the four-eyes switch', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(settingsEndpoints.saveLimits, async ({ request }) => {
        const body = (await request.json()) as typeof SECTIONS.limits;
        sent.push(body);
        return { ...body, activo: '60000.00' };
      }),
    );
    renderSettings(server, '?seccion=limites');
    const activo = await screen.findByLabelText('Cuenta activa');
    expect(activo).toHaveValue('50000.00');
    expect(
      screen.getByText('Quien aprueba el pago de una orden no puede pagar su devolución.'),
    ).toBeInTheDocument();
    await user.clear(activo);
    await user.type(activo, '60000');
    const hours = screen.getByLabelText('Vencimiento de órdenes temporales');
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(screen.getByRole('switch', { name: 'Regla de cuatro ojos' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ...SECTIONS.limits, activo: '60000', temporaryOrderHours: 48, fourEyes: true });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(activo).toHaveValue('60000.00');
  });

  it('says an emptied number must be entered, and a server message lands under its field', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      mockEndpoint(settingsEndpoints.savePoints, () => {
        calls += 1;
        return refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
          fields: { redeemValue: 'El canje no puede valer más que la tarifa fija.' },
        });
      }),
    );
    renderSettings(server, '?seccion=puntos');
    const redeemPoints = await screen.findByLabelText('Puntos por canje');
    await user.clear(redeemPoints);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa un número entero.')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.type(redeemPoints, '200');
    const redeemValue = screen.getByLabelText('Valor de cada canje');
    await user.clear(redeemValue);
    await user.type(redeemValue, '25');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El canje no puede valer más que la tarifa fija.')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(redeemPoints).toHaveValue('200');
    expect(redeemValue).toHaveValue('25');
  });

  it('without ajustes edit shows every section read-only, with no save or add buttons', async () => {
    const user = userEvent.setup({ delay: null });
    renderSettings(server, '?seccion=montos', { canEdit: false });
    expect(
      await screen.findByText('Solo lectura: tu perfil puede ver los ajustes, pero no modificarlos.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Mínimo por orden')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
    expect(screen.queryByLabelText('Nueva comisión')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Límites' }));
    expect(await screen.findByRole('switch', { name: 'Regla de cuatro ojos' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Bancos' }));
    await user.click(await screen.findByRole('button', { name: /Banco de Crédito del Perú/ }));
    expect(await screen.findByLabelText('Nombre corto')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Paso 1')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Nuevo banco' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subir logo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Subir paso|Bajar paso|Quitar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Cuentas Cambix' }));
    expect(await screen.findByText('US$ 0.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Registrar saldo inicial|Editar|Nueva cuenta/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Boletas y facturas' }));
    expect(await screen.findByText('B001 · F001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar series/ })).toBeNull();
  });
});
