import {
  type Notification,
  type NotificationList,
  type NotificationState,
  notificationEndpoints,
  authEndpoints,
} from '@cambix/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession, startSessionLifecycle, useSessionStore } from '@/features/auth';
import { stopRealtime } from '@/features/realtime';
import { sessionFor } from '../../../test/fixtures.ts';
import { fakeSockets, lastFakeSocket } from '../../../test/fake-socket.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { markAllRead, markRead, markUnread } from './mark-notifications.ts';
import { useModalStore } from '@/features/notifications';
import { addNotification, applyNotificationState, useNotificationStore } from './notification-store.ts';
import { startNotifications, stopNotifications } from './notification-sync.ts';
import { mockEndpoint, networkFailure, refuse } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();

const note = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Orden ${n}`,
  body: 'Finalizada por el cliente',
  link: `/dashboard/orden/${n}`,
  group: 'payments',
  read: false,
  createdAt: `2026-11-21T15:0${n % 10}:00.000Z`,
  resolution: null,
  ...overrides,
});

const list = (items: Notification[], unreadCount: number, serverTime: string): NotificationList => ({
  items,
  unreadCount,
  serverTime,
});

/** Answers GET /api/notifications from `answer(since)` and records what was asked, with which token. */
function serveList(answer: (since: string | null) => NotificationList) {
  const calls: { since: string | null; auth: string | null }[] = [];
  server.use(
    mockEndpoint(notificationEndpoints.list, ({ request }) => {
      const since = new URL(request.url).searchParams.get('since');
      calls.push({ since, auth: request.headers.get('authorization') });
      return answer(since);
    }),
  );
  return calls;
}

const state = () => useNotificationStore.getState();
const uuids = () => state().items.map((item) => item.uuid);

beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => {
  stopNotifications();
  stopRealtime();
  logout();
  useModalStore.setState({ show: false, message: '' });
});

describe('bootstrap (docs/rules/notifications.md#events-on-the-socket)', () => {
  it('loads the list after login for an Administrador and a Colaborador', async () => {
    const calls = serveList(() => list([note(1), note(2, { read: true })], 1, '2026-11-21T15:10:00.000Z'));
    startSession(sessionFor('Colaborador', { token: 'colab-token' }));
    startNotifications();
    await vi.waitFor(() => expect(state().loaded).toBe(true));
    expect(calls).toEqual([{ since: null, auth: 'Bearer colab-token' }]);
    expect(state()).toMatchObject({ unreadCount: 1, lastSeenAt: '2026-11-21T15:10:00.000Z' });
    expect(uuids()).toEqual([note(2).uuid, note(1).uuid]);
  });

  it('asks nothing for a role that receives no notifications', async () => {
    const calls = serveList(() => list([], 0, '2026-11-21T15:10:00.000Z'));
    startSession(sessionFor('Usuario'));
    startNotifications();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toEqual([]);
    expect(state().loaded).toBe(false);
  });
});

describe('socket events', () => {
  async function started() {
    serveList(() => list([note(1)], 1, '2026-11-21T15:10:00.000Z'));
    startSession(sessionFor('Administrador'));
    startNotifications();
    await vi.waitFor(() => expect(state().loaded).toBe(true));
    return lastFakeSocket();
  }

  it('notification:new adds once; one without a uuid or a duplicate is ignored', async () => {
    const socket = await started();
    socket.serverSends('notification:new', { ...note(3), group: 'Link_Order' });
    socket.serverSends('notification:new', note(3));
    socket.serverSends('notification:new', note(1));
    socket.serverSends('notification:new', { title: 'sin uuid', body: '' });
    socket.serverSends('notification:new', note(4, { read: true }));
    expect(uuids()).toEqual([note(4).uuid, note(3).uuid, note(1).uuid]);
    expect(state().items[1]?.group).toBe('link-orden');
    expect(state().unreadCount).toBe(2);
  });

  it('notification:state applies another tab’s read changes, by uuid or all of a group', async () => {
    const socket = await started();
    socket.serverSends('notification:new', note(2, { group: 'system' }));
    const one: NotificationState = { uuids: [note(1).uuid], group: null, read: true, unreadCount: 1 };
    socket.serverSends('notification:state', one);
    expect(state().items.find((i) => i.uuid === note(1).uuid)?.read).toBe(true);
    expect(state().unreadCount).toBe(1);
    socket.serverSends('notification:state', { uuids: 'all', group: 'System', read: true, unreadCount: 0 });
    expect(state().items.every((i) => i.read)).toBe(true);
    socket.serverSends('notification:state', {
      uuids: [note(2).uuid],
      group: null,
      read: false,
      unreadCount: -3,
    });
    expect(state().unreadCount).toBe(0);
  });

  it('notification:reload resets and loads again', async () => {
    const socket = await started();
    socket.serverSends('notification:new', note(5));
    const calls = serveList(() => list([note(7)], 4, '2026-11-21T16:00:00.000Z'));
    socket.serverSends('notification:reload', undefined);
    expect(state().items).toEqual([]);
    await vi.waitFor(() => expect(uuids()).toEqual([note(7).uuid]));
    expect(calls).toEqual([{ since: null, auth: 'Bearer token-Administrador' }]);
    expect(state().unreadCount).toBe(4);
  });

  it('notification:modal opens the notification modal; one without a message does not', async () => {
    const socket = await started();
    socket.serverSends('notification:modal', { message: '', type: 'alert' });
    expect(useModalStore.getState().show).toBe(false);
    socket.serverSends('notification:modal', {
      message: 'Orden grande',
      type: 'alert',
      link: '/dashboard/orden/9',
    });
    expect(useModalStore.getState()).toMatchObject({
      show: true,
      message: 'Orden grande',
      title: 'Atención',
      link: { kind: 'internal', path: '/dashboard/orden/9' },
    });
  });

  it('fetches only what is new (since = lastSeenAt) on every reconnection', async () => {
    const socket = await started();
    const calls = serveList((since) =>
      since === '2026-11-21T15:10:00.000Z'
        ? list([note(8), note(1)], 2, '2026-11-21T15:20:00.000Z')
        : list([], 0, 'unexpected'),
    );
    socket.acceptConnection();
    await vi.waitFor(() => expect(state().lastSeenAt).toBe('2026-11-21T15:20:00.000Z'));
    expect(uuids()).toEqual([note(8).uuid, note(1).uuid]);
    expect(state().unreadCount).toBe(2);
    socket.disconnect();
    socket.connect();
    socket.acceptConnection();
    await vi.waitFor(() =>
      expect(calls.map((c) => c.since)).toEqual(['2026-11-21T15:10:00.000Z', '2026-11-21T15:20:00.000Z']),
    );
  });

  it('catches up after the first load when the socket connects while it runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: (string | null)[] = [];
    server.use(
      mockEndpoint(notificationEndpoints.list, async ({ request }) => {
        const since = new URL(request.url).searchParams.get('since');
        calls.push(since);
        if (since === null) await gate;
        return since === null ? list([note(1)], 1, 'T1') : list([note(2)], 2, 'T2');
      }),
    );
    startSession(sessionFor('Administrador'));
    startNotifications();
    lastFakeSocket().acceptConnection();
    release();
    await vi.waitFor(() => expect(state().lastSeenAt).toBe('T2'));
    expect(calls).toEqual([null, 'T1']);
    expect(uuids()).toEqual([note(2).uuid, note(1).uuid]);
  });
});

describe('the session (docs/rules/sessions.md)', () => {
  it('resets on logout, and an answer that arrives afterwards is dropped', async () => {
    serveList(() => list([note(1)], 1, 'T1'));
    startSession(sessionFor('Administrador'));
    startNotifications();
    await vi.waitFor(() => expect(state().loaded).toBe(true));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockEndpoint(notificationEndpoints.list, async () => {
        await gate;
        return list([note(9)], 9, 'late');
      }),
    );
    lastFakeSocket().serverSends('notification:reload', undefined);
    logout();
    expect(state()).toMatchObject({ items: [], unreadCount: 0, lastSeenAt: null, loaded: false });
    release();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(state().items).toEqual([]);
  });

  it('resets when another tab removes the token and reloads with a new one', async () => {
    const calls = serveList(() => list([note(1)], 1, 'T1'));
    server.use(mockEndpoint(authEndpoints.me, () => sessionFor('Colaborador', { token: 'x' })));
    startSession(sessionFor('Administrador', { token: 'first' }));
    const stopLifecycle = startSessionLifecycle();
    try {
      startNotifications();
      await vi.waitFor(() => expect(state().loaded).toBe(true));
      const tabChanges = (newValue: string | null) =>
        window.dispatchEvent(
          new StorageEvent('storage', { key: 'token', newValue, storageArea: localStorage }),
        );
      localStorage.removeItem('token');
      tabChanges(null);
      expect(useSessionStore.getState().token).toBeNull();
      expect(state()).toMatchObject({ items: [], unreadCount: 0, loaded: false });
      localStorage.setItem('token', 'second');
      tabChanges('second');
      await vi.waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]).toEqual({ since: null, auth: 'Bearer second' });
      await vi.waitFor(() => expect(state().loaded).toBe(true));
    } finally {
      stopLifecycle();
    }
  });
});

describe('marking read and unread', () => {
  async function loadedWith(items: Notification[], unreadCount: number) {
    serveList(() => list(items, unreadCount, 'T1'));
    startSession(sessionFor('Administrador'));
    startNotifications();
    await vi.waitFor(() => expect(state().loaded).toBe(true));
  }

  it('marks read and unread at once and sends the PATCH', async () => {
    await loadedWith([note(1), note(2)], 2);
    const patched: string[] = [];
    const answer = (action: 'read' | 'unread') =>
      mockEndpoint(notificationEndpoints[action], ({ params }) => {
        patched.push(`${action} ${params.uuid}`);
        return note(1, { read: action === 'read' });
      });
    server.use(answer('read'), answer('unread'));
    const done = markRead(note(1).uuid);
    expect(state().unreadCount).toBe(1);
    expect(await done).toBe(true);
    expect(await markRead(note(1).uuid)).toBe(true);
    expect(await markUnread(note(1).uuid)).toBe(true);
    expect(state().unreadCount).toBe(2);
    expect(patched).toEqual([`read ${note(1).uuid}`, `unread ${note(1).uuid}`]);
  });

  it('puts the read state back when the server refuses', async () => {
    await loadedWith([note(1), note(2, { read: true })], 1);
    const notFound = () => refuse('NOT_FOUND', 'No existe.', 404);
    server.use(
      mockEndpoint(notificationEndpoints.read, notFound),
      mockEndpoint(notificationEndpoints.unread, notFound),
    );
    const done = markRead(note(1).uuid);
    expect(state().unreadCount).toBe(0);
    expect(await done).toBe(false);
    expect(state().items.find((i) => i.uuid === note(1).uuid)?.read).toBe(false);
    expect(state().unreadCount).toBe(1);
    expect(await markUnread(note(2).uuid)).toBe(false);
    expect(state().items.find((i) => i.uuid === note(2).uuid)?.read).toBe(true);
    expect(state().unreadCount).toBe(1);
  });

  it('marks all (or one group) read with the server’s count, and rolls back on failure', async () => {
    await loadedWith([note(1), note(2, { group: 'system' }), note(3, { group: 'system' })], 3);
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(notificationEndpoints.readAll, async ({ request }) => {
        bodies.push(await request.json());
        return { uuids: 'all', group: 'system', read: true, unreadCount: 1 };
      }),
    );
    expect(await markAllRead('system')).toBe(true);
    expect(bodies).toEqual([{ group: 'system' }]);
    expect(
      state()
        .items.filter((i) => !i.read)
        .map((i) => i.uuid),
    ).toEqual([note(1).uuid]);
    expect(state().unreadCount).toBe(1);

    server.use(mockEndpoint(notificationEndpoints.readAll, () => networkFailure()));
    const done = markAllRead();
    expect(state().unreadCount).toBe(0);
    expect(await done).toBe(false);
    expect(
      state()
        .items.filter((i) => !i.read)
        .map((i) => i.uuid),
    ).toEqual([note(1).uuid]);
    expect(state().unreadCount).toBe(1);
  });
});

describe('counts', () => {
  it('never go below 0', () => {
    applyNotificationState({ uuids: [], group: null, read: true, unreadCount: -2 });
    expect(state().unreadCount).toBe(0);
    addNotification(note(1, { read: true }));
    expect(state().unreadCount).toBe(0);
  });
});
