import { sessionEndpoints, type DeviceSession } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ConnectedDevices } from './connected-devices.tsx';

const server = setupApiServer();
afterEach(() => logout());

const LAPTOP: DeviceSession = {
  id: '0b7d1f7e-5d8c-4f57-9a53-1d3a0c1e2f40',
  browser: 'Chrome 131',
  system: 'Windows 10',
  deviceType: 'desktop',
  address: '192.168.1.x',
  network: 'local',
  signedInAt: '2026-12-01T13:00:00.000Z',
  lastSeenAt: '2026-12-01T15:05:00.000Z',
  current: true,
};
const PHONE: DeviceSession = {
  id: '6a1c9e52-0f3b-4b7e-8e0a-2c5d7f9b1a33',
  browser: 'Safari 18',
  system: 'iOS 18.1',
  deviceType: 'mobile',
  address: '190.237.14.x',
  network: 'public',
  signedInAt: '2026-11-30T23:30:00.000Z',
  lastSeenAt: '2026-12-01T02:10:00.000Z',
  current: false,
};

describe('Dispositivos conectados', () => {
  it('lists each device with its browser and system, where from and when in Lima time, this one marked', async () => {
    server.use(mockEndpoint(sessionEndpoints.list, () => ({ sessions: [LAPTOP, PHONE] })));
    renderWithProviders(<ConnectedDevices />);

    const list = await screen.findByRole('list', { name: 'Dispositivos conectados' });
    const [laptop, phone] = within(list).getAllByRole('listitem');
    expect(laptop).toHaveAccessibleName('Chrome 131 en Windows 10');
    expect(within(laptop as HTMLElement).getByText('Este dispositivo')).toBeInTheDocument();
    expect(laptop).toHaveTextContent('Dirección 192.168.1.x · Red local');
    expect(laptop).toHaveTextContent('Última actividad: 01/12/2026 10:05 · Inició sesión: 01/12/2026 08:00');
    expect(phone).toHaveAccessibleName('Safari 18 en iOS 18.1');
    expect(within(phone as HTMLElement).queryByText('Este dispositivo')).toBeNull();
    expect(phone).toHaveTextContent('Dirección 190.237.14.x');
    expect(phone).not.toHaveTextContent('Red local');
    // 02:10 UTC is still the evening before in Lima.
    expect(phone).toHaveTextContent('Última actividad: 30/11/2026 21:10');
  });

  it('ends another device after asking, and shows the list without it', async () => {
    let open = [LAPTOP, PHONE];
    const ended: string[] = [];
    server.use(
      mockEndpoint(sessionEndpoints.list, () => ({ sessions: open })),
      mockEndpoint(sessionEndpoints.end, ({ params }) => {
        ended.push(params.id);
        open = open.filter((one) => one.id !== params.id);
        return { signedOut: false };
      }),
    );
    renderWithProviders(<ConnectedDevices />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Cerrar sesión en Safari 18 en iOS 18.1' }),
    );
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar la sesión de ese dispositivo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Cerraste la sesión de ese dispositivo.')).toBeInTheDocument();
    expect(ended).toEqual([PHONE.id]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Dispositivos conectados' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.queryByText('Safari 18 en iOS 18.1')).toBeNull();
  });

  it('ending this device signs out here', async () => {
    startSession(sessionFor('Cliente'));
    server.use(
      mockEndpoint(sessionEndpoints.list, () => ({ sessions: [LAPTOP, PHONE] })),
      mockEndpoint(sessionEndpoints.end, () => ({ signedOut: true })),
    );
    renderWithProviders(<ConnectedDevices />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión en este dispositivo' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar sesión en este dispositivo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
