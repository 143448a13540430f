import { settingsEndpoints, type ReferralSettings } from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { where } from '../../../../test/render-pages.tsx';
import { renderSettings, SECTIONS } from '../settings.test-support.tsx';

const server = setupApiServer();
afterEach(() => logout());

describe('Ajustes, section Referidos (issue 16)', () => {
  it('has its own tab and saves reward, discount and the validated-owner switch with PUT /settings/referrals', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: ReferralSettings[] = [];
    server.use(
      mockEndpoint(settingsEndpoints.saveReferrals, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return { ...body, referredDiscount: '15.00' };
      }),
    );
    renderSettings(server, '?seccion=puntos');
    expect(await screen.findByLabelText('Puntos por cada S/ 100')).toHaveValue('1');
    // The reward moved out of Puntos.
    expect(screen.queryByLabelText('Puntos por referido')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Referidos' }));
    await waitFor(() => expect(where()).toBe('/dashboard/ajustes?seccion=referidos'));
    const reward = await screen.findByLabelText('Puntos por referido');
    expect(reward).toHaveValue(String(SECTIONS.referrals.rewardPoints));
    const discount = screen.getByLabelText('Descuento del referido');
    expect(discount).toHaveValue(SECTIONS.referrals.referredDiscount);
    const owner = screen.getByRole('switch', { name: 'El dueño del código debe estar validado' });
    expect(owner).toBeChecked();

    await user.clear(reward);
    await user.type(reward, '80');
    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(owner);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ rewardPoints: 80, referredDiscount: '15', ownerMustBeValidated: false });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(discount).toHaveValue('15.00');
  });

  it('checks the discount with the contract before sending, and keeps the values when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      mockEndpoint(settingsEndpoints.saveReferrals, () => {
        calls += 1;
        return refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
          fields: { rewardPoints: 'El premio no puede superar al de un canje.' },
        });
      }),
    );
    renderSettings(server, '?seccion=referidos');
    const discount = await screen.findByLabelText('Descuento del referido');
    await user.clear(discount);
    await user.type(discount, '120');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 20.'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(discount);
    await user.type(discount, '25');
    const reward = screen.getByLabelText('Puntos por referido');
    await user.clear(reward);
    await user.type(reward, '5000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El premio no puede superar al de un canje.')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(reward).toHaveValue('5000');
    expect(discount).toHaveValue('25');
  });

  it('is read-only without ajustes edit', async () => {
    renderSettings(server, '?seccion=referidos', { canEdit: false });
    expect(await screen.findByLabelText('Puntos por referido')).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'El dueño del código debe estar validado' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});
