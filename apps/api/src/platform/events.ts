import type { OrderStatus } from '@cambix/contract';

/** What happened, published by a use case after its transaction commits (house style 6). */
export type DomainEvent =
  | { type: 'order.created'; orderId: number; code: string; userId: number }
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
  | { type: 'order.expired'; orderId: number; code: string; userId: number }
  | StaffOrderTransition
  /** The customer pointed an OBSERVADA order at another of their accounts (the status stays). */
  | (Omit<StaffOrderTransition, 'type'> & { type: 'order.destination-changed' });

/** A staff transition (domain.md 5), published after it commits. */
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
