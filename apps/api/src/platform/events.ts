import type {
  ExchangeRates,
  Notification,
  NotificationModal,
  NotificationResolved,
  OrderStatus,
} from '@cambix/contract';

/** What happened, published by a use case after its transaction commits (house style 6). */
export type DomainEvent =
  /** `partnerId`: the partner whose client it is (a partner's events follow), or null for a customer's own. */
  | { type: 'order.created'; orderId: number; code: string; userId: number; partnerId: number | null }
  | { type: 'order.voucher-uploaded'; orderId: number; code: string; userId: number; viaLink: boolean }
  | {
      type: 'order.finalized';
      orderId: number;
      code: string;
      userId: number;
      sendAmount: string;
      viaLink: boolean;
    }
  /** An OBSERVADA order the customer fixed, back in the payout queue. */
  | { type: 'order.fixed'; orderId: number; code: string; userId: number; viaLink: boolean }
  /** A TEMPORAL order closed unpaid: past its time, or `cancelled` by its customer or its partner. */
  | {
      type: 'order.expired';
      orderId: number;
      code: string;
      userId: number;
      partnerId: number | null;
      cancelled?: true;
    }
  | StaffOrderTransition
  /** The customer pointed an OBSERVADA order at another of their accounts (the status stays). */
  | (Omit<StaffOrderTransition, 'type'> & { type: 'order.destination-changed' })
  | NotificationCreated
  | NotificationsResolved
  /** A settlement paid these shares of a partner (now, or when its four-eyes request was approved). */
  | { type: 'partner.shares-settled'; settlementId: number; orderId?: undefined; userId?: undefined }
  /** The user's token version was bumped (password change, block): their open sockets must end. */
  | { type: 'user.sessions-revoked'; userId: number; orderId?: undefined }
  /** A Colaborador's module grants changed: their open sockets hear only what they may now see. */
  | { type: 'user.permissions-changed'; userId: number; orderId?: undefined }
  /** One session was logged out: the sockets opened with its tokens must end. */
  | { type: 'user.session-ended'; userId: number; sessionId: string; orderId?: undefined }
  /** A new board, or a divisas settings change, committed: every open calculator hears the view. */
  | { type: 'rates.published'; rates: ExchangeRates; orderId?: undefined; userId?: undefined };

/** A notification committed for these recipients (issue 6): the realtime relay delivers it. */
export interface NotificationCreated {
  type: 'notification.created';
  notification: Notification;
  recipientIds: number[];
  /** Needs attention now (a large order): also opens the modal of every staff member. */
  modal?: NotificationModal;
  // Not about one order or customer: declared absent so `event.orderId` and `event.userId` stay readable.
  orderId?: undefined;
  userId?: undefined;
}

/** A task was done: its notifications, resolved in that transaction, for these recipients (issue 18). */
export interface NotificationsResolved {
  type: 'notification.resolved';
  resolved: NotificationResolved;
  recipientIds: number[];
  orderId?: undefined;
  userId?: undefined;
}

/** A staff transition (docs/rules/statuses.md#transitions), published after it commits. */
export interface StaffOrderTransition {
  type: 'order.approved' | 'order.rejected' | 'order.paid-out' | 'order.observed' | 'order.cancelled';
  orderId: number;
  code: string;
  /** The order's customer. */
  userId: number;
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
  /** Who moved it. */
  actorId: number;
}

export type EventHandler = (event: DomainEvent) => void | Promise<void>;

export interface EventBus {
  publish(event: DomainEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(handler: EventHandler): () => void;
}

interface EventLog {
  error(object: object, message: string): void;
}

/**
 * In-process delivery: handlers run after the publisher's turn and never fail it; a failing handler is
 * logged. Delivery to other instances is the realtime layer's job (Redis adapter), not this bus's.
 */
export function createEventBus(log: EventLog): EventBus {
  const handlers = new Set<EventHandler>();
  return {
    publish(event) {
      for (const handler of handlers) {
        queueMicrotask(() => {
          Promise.resolve()
            .then(() => handler(event))
            .catch((error: unknown) => log.error({ err: error, event: event.type }, 'event handler failed'));
        });
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
