import type { AppContext } from './context.ts';
import type { Tx } from './db/client.ts';
import type { DomainEvent } from './events.ts';

/**
 * Writes what partners are told of a domain event (the webhook event, a delivery per endpoint, their jobs) in
 * the transaction of the change it reports, so both commit or neither does (decision 214). The
 * partners-webhooks module implements it; the composition roots hand it in, since the order modules that call
 * it are below that module (decision 089).
 */
export interface PartnerEventRecorder {
  record(ctx: AppContext, tx: Tx, event: DomainEvent): Promise<void>;
}

/** The partner's events of `event`, if any, in `tx`: called by a use case before its transaction commits. */
export function recordPartnerEvents(ctx: AppContext, tx: Tx, event: DomainEvent): Promise<void> {
  return ctx.partnerEvents.record(ctx, tx, event);
}
