import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Notification, notificationEndpoints } from '@cambix/contract';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { stopRealtime } from '@/features/realtime';
import { sessionFor } from '../../../../test/fixtures.ts';
import { fakeSockets, lastFakeSocket } from '../../../../test/fake-socket.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { formatTime } from '@/lib/dates.ts';
import { limaDay } from '../notification-rules.ts';
import { stopNotifications } from '../notification-sync.ts';
import { NotificationBell } from './notification-bell.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const now = Date.now();
const yesterdayNoon = new Date(`${limaDay(now - 86_400_000)}T17:00:00Z`).toISOString();

const note = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Aviso ${n}`,
  body: `Detalle ${n}`,
  link: null,
  group: 'payments',
  read: false,
  createdAt: new Date(now - n * 1000).toISOString(),
  resolution: null,
  ...overrides,
});

function serve(items: Notification[]) {
  const patched: string[] = [];
  server.use(
    mockEndpoint(notificationEndpoints.list, () => ({
      items,
      unreadCount: items.filter((i) => !i.read).length,
      serverTime: new Date().toISOString(),
    })),
    mockEndpoint(notificationEndpoints.read, ({ params }) => {
      patched.push(String(params.uuid));
      const item = items.find((i) => i.uuid === params.uuid)!;
      return { ...item, read: true };
    }),
  );
  return patched;
}

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

async function openPanel(items: Notification[]) {
  const patched = serve(items);
  startSession(sessionFor('Administrador'));
  renderWithProviders(
    <>
      <NotificationBell />
      <Where />
    </>,
    { path: '/dashboard' },
  );
  const unread = items.filter((i) => !i.read).length;
  const bell = await screen.findByRole('button', {
    name: unread ? `Notificaciones, ${unread} sin leer` : 'Notificaciones',
  });
  await userEvent.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
  return { panel, patched };
}

beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => {
  stopNotifications();
  stopRealtime();
  logout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the bell (docs/rules/notifications.md#the-bell)', () => {
  it('shows the unread count and lists by day, newest first, with HH:MM and the group', async () => {
    const { panel } = await openPanel([
      note(1, { title: 'Pago recibido' }),
      note(2, { title: 'Link usado', group: 'link-orden', read: true }),
      note(3, { title: 'Aviso de ayer', group: 'system', createdAt: yesterdayNoon }),
    ]);
    expect(within(panel).getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    const text = panel.textContent ?? '';
    expect(text.indexOf('Hoy')).toBeLessThan(text.indexOf('Pago recibido'));
    expect(text.indexOf('Link usado')).toBeLessThan(text.indexOf('Ayer'));
    expect(text.indexOf('Ayer')).toBeLessThan(text.indexOf('Aviso de ayer'));
    expect(within(panel).getByText('12:00')).toBeInTheDocument();
    expect(within(panel).getAllByRole('img', { name: 'Sin leer' })).toHaveLength(2);
    expect(within(panel).getAllByRole('button', { name: 'Marcar como leído' })).toHaveLength(2);
    expect(within(panel).getAllByRole('button', { name: 'Marcar como no leído' })).toHaveLength(1);
    const chips = within(within(panel).getByRole('group', { name: 'Grupos' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Todos 2/3',
      'Pagos 1/1',
      'Sistema 1/1',
      'Links de orden 0/1',
    ]);
  });

  it('filters by read state and group, with the empty texts', async () => {
    const { panel } = await openPanel([note(1), note(2, { group: 'system', read: true })]);
    await userEvent.click(within(panel).getByRole('button', { name: 'No leídas' }));
    expect(within(panel).getByText('Aviso 1')).toBeInTheDocument();
    expect(within(panel).queryByText('Aviso 2')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: /^Sistema/ }));
    expect(within(panel).getByText('Nada por aquí')).toBeInTheDocument();
    expect(within(panel).getByText('Sin notificaciones en este filtro')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Leídas' }));
    expect(within(panel).getByText('Aviso 2')).toBeInTheDocument();
    expect(within(panel).queryByText('Aviso 1')).not.toBeInTheDocument();
  });

  it('says so when there is nothing at all', async () => {
    const { panel } = await openPanel([]);
    expect(within(panel).getByText('Sin notificaciones por ahora')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toHaveFocus();
  });

  it('groups with unread first, then alphabetical, each with its counts and Leer todas', async () => {
    const { panel } = await openPanel([
      note(1, { group: 'system', read: true }),
      note(2, { group: 'general', read: true }),
      note(3, { group: 'payments' }),
      note(4, { group: 'payments', read: true }),
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Por grupo' }));
    const sections = within(panel).getAllByRole('listitem', { name: /Pagos|General|Sistema/ });
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Pagos', 'General', 'Sistema']);
    expect(within(sections[0]!).getByText('1 sin leer • 2 total')).toBeInTheDocument();
    expect(within(sections[1]!).getByText('0 sin leer • 1 total')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Leer todas: General' })).toBeDisabled();

    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(notificationEndpoints.readAll, async ({ request }) => {
        bodies.push(await request.json());
        return { uuids: 'all', group: 'payments', read: true, unreadCount: 0 };
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Leer todas: Pagos' }));
    await waitFor(() => expect(within(panel).getByText('0 sin leer • 2 total')).toBeInTheDocument());
    expect(bodies).toEqual([{ group: 'payments' }]);
    expect(screen.getByRole('button', { name: 'Notificaciones', hidden: true })).toBeInTheDocument();
  });

  it('a click marks the item read and follows an in-app link by navigation', async () => {
    const item = note(1, { title: 'Orden 5', link: '/dashboard/orden/5' });
    const { panel, patched } = await openPanel([item]);
    await userEvent.click(within(panel).getByText('Orden 5'));
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/dashboard/orden/5');
    await waitFor(() => expect(patched).toEqual([item.uuid]));
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  });

  it('opens an http(s) link in a new tab and ignores any other scheme', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { panel } = await openPanel([
      note(1, { title: 'Externo', link: 'https://cambix.pe/novedades', read: true }),
      note(2, { title: 'Peligroso', link: 'javascript:alert(1)', read: true }),
    ]);
    await userEvent.click(within(panel).getByText('Externo'));
    expect(open).toHaveBeenCalledWith('https://cambix.pe/novedades', '_blank', 'noopener,noreferrer');
    await userEvent.click(within(panel).getByText('Peligroso'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'ruta', hidden: true })).toHaveTextContent(/^\/dashboard$/);
  });

  it('shows a live notification as it arrives', async () => {
    const { panel } = await openPanel([note(1, { read: true })]);
    act(() => lastFakeSocket().serverSends('notification:new', note(9, { title: 'Nueva orden' })));
    expect(within(panel).getByText('Nueva orden')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Notificaciones, 1 sin leer', hidden: true }),
    ).toBeInTheDocument();
  });
});

describe('resolved tasks (docs/rules/notifications.md#tasks)', () => {
  const resolvedAt = new Date(now - 500).toISOString();
  const itemOf = (panel: HTMLElement, title: string) =>
    within(panel)
      .getAllByRole('listitem')
      .filter((row) => row.hasAttribute('data-resolved'))
      .find((row) => row.textContent?.includes(title))!;

  it('shows a resolved one dimmed with who resolved it and when, without a toggle, and does not count it', async () => {
    const { panel } = await openPanel([
      note(1, { title: 'Cliente por validar', read: true, resolution: { at: resolvedAt, by: 'Ana Pérez' } }),
      note(2, { title: 'Nueva orden por verificar' }),
    ]);
    expect(
      screen.getByRole('button', { name: 'Notificaciones, 1 sin leer', hidden: true }),
    ).toBeInTheDocument();
    const resolved = itemOf(panel, 'Cliente por validar');
    expect(resolved).toHaveAttribute('data-resolved', 'true');
    expect(
      within(resolved).getByText(`Resuelta por Ana Pérez · ${formatTime(resolvedAt)}`),
    ).toBeInTheDocument();
    expect(within(resolved).queryByRole('button', { name: /^Marcar como/ })).not.toBeInTheDocument();
    expect(within(resolved).queryByRole('img', { name: 'Sin leer' })).not.toBeInTheDocument();
    const open = itemOf(panel, 'Nueva orden por verificar');
    expect(open).toHaveAttribute('data-resolved', 'false');
    expect(within(open).getByRole('button', { name: 'Marcar como leído' })).toBeInTheDocument();
  });

  it('notification:resolved dims the item and lowers the count at once, only once', async () => {
    const first = note(1, { title: 'Nueva orden por verificar' });
    const { panel } = await openPanel([first, note(2, { title: 'Orden corregida' })]);
    const resolved = { uuids: [first.uuid], resolution: { at: resolvedAt, by: 'Luis Rojas' } };
    act(() => lastFakeSocket().serverSends('notification:resolved', resolved));
    expect(
      screen.getByRole('button', { name: 'Notificaciones, 1 sin leer', hidden: true }),
    ).toBeInTheDocument();
    const item = itemOf(panel, 'Nueva orden por verificar');
    expect(within(item).getByText(`Resuelta por Luis Rojas · ${formatTime(resolvedAt)}`)).toBeInTheDocument();
    expect(item).toHaveAttribute('data-unread', 'false');

    act(() => lastFakeSocket().serverSends('notification:resolved', resolved));
    expect(
      screen.getByRole('button', { name: 'Notificaciones, 1 sin leer', hidden: true }),
    ).toBeInTheDocument();
    // Resolved while the other tab had marked it read: nothing left to count.
    act(() =>
      lastFakeSocket().serverSends('notification:state', {
        uuids: [first.uuid],
        group: null,
        read: false,
        unreadCount: 1,
      }),
    );
    expect(
      within(itemOf(panel, 'Nueva orden por verificar')).queryByRole('img', { name: 'Sin leer' }),
    ).not.toBeInTheDocument();
  });
});

describe('browser notifications (docs/rules/notifications.md#browser-notifications)', () => {
  function stubNotificationApi(permission: NotificationPermission, answer: NotificationPermission) {
    const shown: {
      title: string;
      options: NotificationOptions;
      instance: { onclick: (() => void) | null };
    }[] = [];
    class FakeNotification {
      static permission = permission;
      static requestPermission = vi.fn(async () => {
        FakeNotification.permission = answer;
        return answer;
      });
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions) {
        shown.push({ title, options, instance: this });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    return { shown, FakeNotification };
  }

  it('asks for permission only when the button is pressed', async () => {
    const { FakeNotification } = stubNotificationApi('default', 'granted');
    const { panel } = await openPanel([note(1)]);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Activar avisos del navegador' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Activar avisos del navegador' })).toBeNull(),
    );
  });

  it('shows a system notification for a live item only while the tab is hidden', async () => {
    const { shown } = stubNotificationApi('granted', 'granted');
    await openPanel([note(1, { read: true })]);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => lastFakeSocket().serverSends('notification:new', note(7, { title: 'A la vista' })));
    expect(shown).toHaveLength(0);
    visibility.mockReturnValue('hidden');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    act(() =>
      lastFakeSocket().serverSends(
        'notification:new',
        note(8, { title: 'Oculta', link: '/dashboard/pagos' }),
      ),
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'Oculta', options: { body: 'Detalle 8' } });
    await act(async () => shown[0]!.instance.onclick?.());
    expect(focus).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'ruta', hidden: true })).toHaveTextContent(
        '/dashboard/pagos',
      ),
    );
  });
});
