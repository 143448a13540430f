import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { allowAnonymous, onConnected, onServerEvent } from '@/features/realtime';
import { ratesKey } from './api/get-rates.ts';
import { trendKey } from './api/get-trend.ts';

/**
 * Keeps the board on screen current: `rates:published` replaces it at once (and the landing's charts reload),
 * and a (re)connection reloads both, since what was published while offline never arrives. `anonymous`: connect without a session (only the
 * public /crear-orden).
 */
export function useLiveRates(anonymous = false): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const release = anonymous ? allowAnonymous() : null;
    const stopEvents = onServerEvent('rates:published', (rates) => {
      queryClient.setQueryData(ratesKey, rates);
      void queryClient.invalidateQueries({ queryKey: trendKey });
    });
    const stopConnects = onConnected(() => {
      void queryClient.invalidateQueries({ queryKey: ratesKey });
      void queryClient.invalidateQueries({ queryKey: trendKey });
    });
    return () => {
      stopEvents();
      stopConnects();
      release?.();
    };
  }, [anonymous, queryClient]);
}
