import { referralEndpoints } from '@cambix/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ReferralCodeCard } from './referral-code-card.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
const CODE = {
  code: 'MARIA2026',
  percentDiscount: '20.00',
  active: true,
  shareUrl: 'https://cambix.pe/registro?ref=MARIA2026',
};

describe('ReferralCodeCard', () => {
  it('creates the code on request, then copies the code and the share link', async () => {
    let created = 0;
    server.use(
      mockEndpoint(referralEndpoints.ownCode, () => null),
      mockEndpoint(referralEndpoints.createOwnCode, () => {
        created += 1;
        return CODE;
      }),
    );
    const user = userEvent.setup();
    const onNotice = vi.fn();
    renderWithProviders(<ReferralCodeCard onNotice={onNotice} />);

    expect(await screen.findByText('Aún no tienes un código de referido.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear mi código' }));
    expect(await screen.findByLabelText('Código')).toHaveValue('MARIA2026');
    expect(screen.getByLabelText('Enlace para compartir')).toHaveValue(
      'https://cambix.pe/registro?ref=MARIA2026',
    );
    expect(screen.getByText(/20 % de descuento/)).toBeInTheDocument();
    expect(created).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe('MARIA2026');
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await navigator.clipboard.readText()).toBe('https://cambix.pe/registro?ref=MARIA2026');
    expect(onNotice).toHaveBeenLastCalledWith('Copiado al portapapeles.');
  });
});
