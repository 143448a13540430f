import type { OrderChanged } from '@cambix/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useOrderChanges } from '@/features/realtime';
import { staffOrderKeys } from './api/keys.ts';

/**
 * Keeps the queues and an open order current from the socket's `order:changed`; a (re)connection reads
 * them again, as events sent while offline are lost. Polling (30 s, window focus) stays as the safety net.
 */
export function useLiveQueues(): void {
  const queryClient = useQueryClient();
  const onChange = useCallback(
    (event: OrderChanged) => {
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.queues() });
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(event.orderId), exact: true });
    },
    [queryClient],
  );
  useOrderChanges(onChange, () => void queryClient.invalidateQueries({ queryKey: staffOrderKeys.all }));
}
