import type { OrderChanged } from './schemas.ts';

/**
 * Socket.IO on the API's own port (architecture.md): websocket transport, the bearer token in the
 * handshake's `auth.token`. Staff (id_rol 1 and 3) join the staff room; everyone joins their own room.
 */
export const SOCKET_PATH = '/socket.io';

/** Events the server sends, by name, with their payloads. */
export interface ServerToClientEvents {
  /** An order entered a status (or left the board); the board and the queues refresh from it. */
  'order:changed': (event: OrderChanged) => void;
}

/** Events the client sends. Issue 6 adds `notification:read`. */
export type ClientToServerEvents = Record<never, never>;
