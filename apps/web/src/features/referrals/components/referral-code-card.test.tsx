import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ReferralCodeCard } from './referral-code-card.tsx';

const server = setupApiServer();
const CODE = {
  code: 'MARIA2026',
  percentDiscount: '20.00',
  active: true,
  shareUrl: 'https://cambix.pe/registro?ref=MARIA2026',
};

describe('ReferralCodeCard', { timeout: 20_000 }, () => {
  it('creates the code on request, then copies the code and the share link', async () => {
    let created = 0;
    server.use(
      http.get('*/api/user/referral-code', () => HttpResponse.json(ok(null))),
      http.post('*/api/user/referral-code', () => {
        created += 1;
        return HttpResponse.json(ok(CODE));
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
