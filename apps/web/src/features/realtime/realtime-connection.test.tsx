import type { OrderChanged } from '@cambix/contract';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../test/fixtures.ts';
import { fakeSockets, lastFakeSocket } from '../../../test/fake-socket.ts';
import { stopRealtime } from './realtime-connection.ts';
import { useConnectionStatus } from './use-connection-status.ts';
import { useOrderChanges } from './use-order-changes.ts';

const event: OrderChanged = {
  orderId: 7,
  code: 'AB12CD34',
  fromStatus: 1,
  toStatus: 3,
  at: '2026-11-21T15:00:00.000Z',
  card: null,
};

function Listener({
  onChange,
  onReconnect,
}: {
  onChange: (e: OrderChanged) => void;
  onReconnect: () => void;
}) {
  useOrderChanges(onChange, onReconnect);
  return <output>{useConnectionStatus()}</output>;
}

beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => {
  stopRealtime();
  logout();
});

describe('the shared realtime connection', () => {
  it('connects with the session token, websocket only, with the documented timings', () => {
    startSession(sessionFor('Administrador', { token: 'staff-token' }));
    const view = render(<Listener onChange={() => {}} onReconnect={() => {}} />);
    const socket = lastFakeSocket();
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      timeout: 20_000,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
    });
    expect(socket.auth).toEqual({ token: 'staff-token' });
    expect(socket.connects).toEqual(['staff-token']);
    expect(view.container.textContent).toBe('reconnecting');
    act(() => socket.acceptConnection());
    expect(view.container.textContent).toBe('live');
  });

  it('makes one connection for every screen that listens', () => {
    startSession(sessionFor('Administrador'));
    render(
      <>
        <Listener onChange={() => {}} onReconnect={() => {}} />
        <Listener onChange={() => {}} onReconnect={() => {}} />
      </>,
    );
    expect(fakeSockets).toHaveLength(1);
    expect(lastFakeSocket().listenerCount('order:changed')).toBe(2);
  });

  it('hands order:changed to the handler and stops when the screen goes', () => {
    startSession(sessionFor('Administrador'));
    const onChange = vi.fn();
    const view = render(<Listener onChange={onChange} onReconnect={() => {}} />);
    const socket = lastFakeSocket();
    act(() => socket.serverSends('order:changed', event));
    expect(onChange).toHaveBeenCalledWith(event);
    view.unmount();
    socket.serverSends('order:changed', event);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('disconnects on logout and reconnects with a new token', () => {
    startSession(sessionFor('Administrador', { token: 'first' }));
    const view = render(<Listener onChange={() => {}} onReconnect={() => {}} />);
    const socket = lastFakeSocket();
    act(() => socket.acceptConnection());
    act(() => logout());
    expect(socket.active).toBe(false);
    expect(view.container.textContent).toBe('off');
    act(() => startSession(sessionFor('Colaborador', { token: 'second' })));
    expect(socket.auth).toEqual({ token: 'second' });
    expect(socket.connects).toEqual(['first', 'second']);
    expect(fakeSockets).toHaveLength(1);
  });

  it('does not connect without a session, and warns only when the connection fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onReconnect = vi.fn();
    render(<Listener onChange={() => {}} onReconnect={onReconnect} />);
    const socket = lastFakeSocket();
    expect(socket.connects).toEqual([]);
    act(() => startSession(sessionFor('Administrador', { token: 'late' })));
    act(() => socket.serverSends('connect_error', new Error('websocket error')));
    expect(warn).toHaveBeenCalledTimes(1);
    act(() => socket.acceptConnection());
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});
