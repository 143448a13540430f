import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@cambix/contract';
import { io, type Socket } from 'socket.io-client';
import { onSignOut, useSessionStore } from '@/features/auth';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;

/** `live`: connected; `reconnecting`: a session exists but the socket is not up (yet); `off`: no session. */
export type ConnectionStatus = 'live' | 'reconnecting' | 'off';

// docs/rules/notifications.md#realtime-connection: websocket only, 20 s timeout, reconnection every 1 s
// growing to 5 s.
const SOCKET_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket'],
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  autoConnect: false,
} as const;

let socket: RealtimeSocket | null = null;
let stopWatchingSession: (() => void) | null = null;
let status: ConnectionStatus = 'off';
/** Screens that listen without a session (the public calculator's `rates:published`). */
let anonymousListeners = 0;
const statusListeners = new Set<() => void>();
const connectListeners = new Set<() => void>();

function setStatus(next: ConnectionStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function createSocket(): RealtimeSocket {
  const created: RealtimeSocket = io({ ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports] });
  created.on('connect', () => {
    setStatus('live');
    for (const listener of connectListeners) listener();
  });
  created.on('disconnect', () => setStatus(useSessionStore.getState().token ? 'reconnecting' : 'off'));
  // docs/rules/api-and-errors.md#errors-a-person-sees: a connection error is only a warning; the manager
  // keeps retrying.
  created.on('connect_error', (error) => {
    console.warn('Conexión en tiempo real no disponible', error.message);
    setStatus('reconnecting');
  });
  return created;
}

/**
 * Follows the session's token: connects with it, reconnects with a new one, disconnects without one unless
 * a public screen asked for an anonymous connection (which only hears events sent to every socket).
 */
function follow(target: RealtimeSocket, token: string | null): void {
  if (!token) {
    const wasSignedIn = Boolean((target.auth as { token?: string } | undefined)?.token);
    if (anonymousListeners > 0) {
      if (target.active && !wasSignedIn) return;
      target.auth = {};
      if (target.active) target.disconnect();
      target.connect();
      return;
    }
    target.disconnect();
    setStatus('off');
    return;
  }
  const current = (target.auth as { token?: string } | undefined)?.token;
  if (current === token && target.active) return;
  target.auth = { token };
  if (target.active) target.disconnect();
  setStatus('reconnecting');
  target.connect();
}

/**
 * The one shared connection (docs/rules/notifications.md#realtime-connection): made the first time a screen
 * needs it, connected while a session exists. Issue 6's notifications subscribe here too, through
 * `onServerEvent`.
 */
export function startRealtime(): RealtimeSocket {
  if (!socket) {
    const created = createSocket();
    socket = created;
    follow(created, useSessionStore.getState().token);
    const stopFollowing = useSessionStore.subscribe((state, previous) => {
      if (state.token !== previous.token) follow(created, state.token);
    });
    // Closed before the session is forgotten, so the socket never retries with the old token.
    const stopOnSignOut = onSignOut(() => follow(created, null));
    stopWatchingSession = () => {
      stopFollowing();
      stopOnSignOut();
    };
  }
  return socket;
}

/** Listens to one server event on the shared connection; returns the way to stop. */
export function onServerEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): () => void {
  const target = startRealtime();
  // Socket.IO's typed overloads do not narrow a generic event name.
  target.on(event as 'order:changed', handler as ServerToClientEvents['order:changed']);
  return () => void target.off(event as 'order:changed', handler as ServerToClientEvents['order:changed']);
}

/**
 * Lets the connection stay up without a session while the caller listens (only /crear-orden); returns the
 * way to let go. A signed-in session keeps using its token.
 */
export function allowAnonymous(): () => void {
  const target = startRealtime();
  anonymousListeners += 1;
  follow(target, useSessionStore.getState().token);
  return () => {
    anonymousListeners -= 1;
    follow(target, useSessionStore.getState().token);
  };
}

/** Called on every (re)connection: events sent while offline are lost, so screens reload what they show. */
export function onConnected(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => void connectListeners.delete(listener);
}

export function connectionStatus(): ConnectionStatus {
  return status;
}

export function onStatusChange(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

/** Closes the connection and forgets it (tests; a sign-out already disconnects it, through `onSignOut`). */
export function stopRealtime(): void {
  stopWatchingSession?.();
  stopWatchingSession = null;
  socket?.disconnect();
  socket?.removeAllListeners();
  socket = null;
  status = 'off';
  anonymousListeners = 0;
  connectListeners.clear();
}
