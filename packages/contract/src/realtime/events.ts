import type {
  Notification,
  NotificationModal,
  NotificationResolved,
  NotificationState,
} from '../notifications/schemas.ts';
import type { ExchangeRates } from '../exchange/schemas.ts';
import type { OrderChanged, OrderStatusChanged } from './schemas.ts';

/**
 * Socket.IO on the API's own port (architecture.md): websocket transport, the bearer token in the
 * handshake's `auth.token`. Staff (id_rol 1 and 3) join the staff room; everyone joins their own room.
 */
export const SOCKET_PATH = '/socket.io';

/** Events the server sends, by name, with their payloads. */
export interface ServerToClientEvents {
  /** An order entered a status (or left the board); the board and the queues refresh from it. */
  'order:changed': (event: OrderChanged) => void;
  /** Staff moved one of the customer's own orders: to that customer's room only (decision 100). */
  'order:status': (event: OrderStatusChanged) => void;
  /** A new notification for this user (docs/rules/notifications.md#events-on-the-socket). */
  'notification:new': (notification: Notification) => void;
  /**
   * Something that needs attention now: opens the notification modal (docs/rules/notifications.md#the-modal).
   */
  'notification:modal': (modal: NotificationModal) => void;
  /** After bulk changes: reset and load the notifications again. */
  'notification:reload': () => void;
  /** Read state changed in one of the user's tabs (or by the API): every tab converges. */
  'notification:state': (state: NotificationState) => void;
  /** Their task was done by someone: every recipient's bell shows them resolved and stops counting them. */
  'notification:resolved': (resolved: NotificationResolved) => void;
  /** A new board of dollar rates is in force: to every socket, signed in or not (docs/rules/exchange.md#rates). */
  'rates:published': (rates: ExchangeRates) => void;
}

/** Events the client sends (docs/rules/notifications.md#events-on-the-socket). */
export interface ClientToServerEvents {
  /** Marks one of the user's notifications read, as `PATCH /api/notifications/{uuid}/read` does. */
  'notification:read': (uuid: string) => void;
}
