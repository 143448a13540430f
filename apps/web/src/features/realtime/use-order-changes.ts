import type { OrderChanged } from '@cambix/contract';
import { useEffect, useEffectEvent } from 'react';
import { onConnected, onServerEvent } from './realtime-connection.ts';

/**
 * Calls `handler` with every `order:changed` the server sends while the screen is mounted. `onReconnect`
 * runs after each (re)connection: what changed while offline never arrives, so the screen reloads.
 */
export function useOrderChanges(handler: (event: OrderChanged) => void, onReconnect?: () => void): void {
  const handle = useEffectEvent(handler);
  const reconnected = useEffectEvent(() => onReconnect?.());
  useEffect(() => {
    const stopEvents = onServerEvent('order:changed', (event) => handle(event));
    const stopConnects = onConnected(() => reconnected());
    return () => {
      stopEvents();
      stopConnects();
    };
  }, []);
}
