import type { AppContext } from '../../platform/context.ts';
import type { Realtime } from '../../platform/realtime/realtime-server.ts';

/**
 * Delivers each committed board (or divisas settings change) as `rates:published` to every socket, signed
 * in or not; with Redis the adapter carries the one emit to every instance. Returns the unsubscribe function.
 */
export function relayRates(ctx: AppContext, realtime: Realtime): () => void {
  return ctx.events.subscribe((event) => {
    if (event.type === 'rates.published') realtime.toEveryone('rates:published', event.rates);
  });
}
