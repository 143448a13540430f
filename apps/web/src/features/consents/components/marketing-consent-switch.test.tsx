import { consentEndpoints } from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { MarketingConsentSwitch } from './marketing-consent-switch.tsx';

const server = setupApiServer();
afterEach(() => logout());

describe('MarketingConsentSwitch (Perfil › Comunicaciones comerciales)', () => {
  it('starts off, grants and withdraws through the server, saying so each time', async () => {
    startSession(sessionFor('Cliente'));
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(consentEndpoints.marketingConsent, () => ({ otorgado: false, desde: null })),
      mockEndpoint(consentEndpoints.setMarketingConsent, async ({ request }) => {
        const body = (await request.json()) as { otorgar: boolean };
        sent.push(body);
        return { otorgado: body.otorgar, desde: '2026-12-03T15:04:00.000Z' };
      }),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MarketingConsentSwitch onChanged={onChanged} />);

    const toggle = await screen.findByRole('switch', { name: 'Quiero recibir comunicaciones comerciales' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    // Shown in Lima time, 24-hour.
    expect(screen.getByText(/Último cambio: 03\/12\/2026,? 10:04/)).toBeVisible();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent).toEqual([{ otorgar: true }, { otorgar: false }]);
    expect(onChanged).toHaveBeenCalledTimes(2);
  });
});
