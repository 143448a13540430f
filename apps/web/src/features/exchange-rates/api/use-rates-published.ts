import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onConnected, onServerEvent } from '@/features/realtime';
import { exchangeRateKeys } from './keys.ts';

/**
 * Keeps the staff's rate screens current: a board published anywhere (another tab, another staff member,
 * a rate source) arrives as `rates:published`; after a reconnection, what was missed is reloaded.
 */
export function useRatesPublished(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: exchangeRateKeys.all });
    const stopEvents = onServerEvent('rates:published', (board) => {
      queryClient.setQueryData(exchangeRateKeys.board(), board);
      void queryClient.invalidateQueries({ queryKey: [...exchangeRateKeys.all, 'history'] });
    });
    const stopConnects = onConnected(reload);
    return () => {
      stopEvents();
      stopConnects();
    };
  }, [queryClient]);
}
