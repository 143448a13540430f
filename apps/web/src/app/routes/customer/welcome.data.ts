import { useSessionStore } from '@/features/auth';
import { ratesQueryOptions } from '@/features/exchange';
import { limitAmountQueryOptions, recentOrdersQueryOptions } from '@/features/orders';
import { pointsQueryOptions } from '@/features/points';
import { profileQueryOptions } from '@/features/profile';
import { queryClient } from '@/lib/query-client.ts';

const ignore = () => undefined;

/** /userDashboard's data calls (pages/page-loader.ts): the same queries its cards then read. */
export function prefetch(): void {
  const userId = useSessionStore.getState().user?.id;
  void queryClient.query(profileQueryOptions()).catch(ignore);
  if (userId) void queryClient.query(limitAmountQueryOptions(userId)).catch(ignore);
  void queryClient.query(pointsQueryOptions()).catch(ignore);
  void queryClient.query(recentOrdersQueryOptions()).catch(ignore);
  void queryClient.query(ratesQueryOptions()).catch(ignore);
}
