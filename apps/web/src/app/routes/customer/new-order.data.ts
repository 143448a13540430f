import { useSessionStore } from '@/features/auth';
import { rateLockQueryOptions, ratesQueryOptions } from '@/features/exchange';
import { activeOrderQueryOptions, limitAmountQueryOptions } from '@/features/orders';
import { queryClient } from '@/lib/query-client.ts';

const ignore = () => undefined;

/**
 * /userDashboard/nueva-orden's data calls (pages/page-loader.ts): the open order (which step to show), the
 * rates, whether a divisas order would lock its rate, and the month's limit its first step reads.
 */
export function prefetch(): void {
  const userId = useSessionStore.getState().user?.id;
  void queryClient.query(activeOrderQueryOptions()).catch(ignore);
  void queryClient.query(ratesQueryOptions()).catch(ignore);
  void queryClient.query(rateLockQueryOptions()).catch(ignore);
  if (userId) void queryClient.query(limitAmountQueryOptions(userId)).catch(ignore);
}
