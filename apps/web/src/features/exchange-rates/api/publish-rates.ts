import { exchangeEndpoints, type ExchangeRates, type PublishRatesRequest } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { exchangeRateKeys } from './keys.ts';

export const publishRates = (body: PublishRatesRequest) => apiCall(exchangeEndpoints.publish, { body });

/** Publishes a board; the answer is the board in force, and every day's history may have changed. */
export function usePublishRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishRates,
    onSuccess: (board: ExchangeRates) => {
      queryClient.setQueryData(exchangeRateKeys.board(), board);
      void queryClient.invalidateQueries({ queryKey: [...exchangeRateKeys.all, 'history'] });
    },
  });
}
