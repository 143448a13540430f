import { paymentsQueueQuery } from '@/features/staff-orders';
import { prefetchStaffAccess } from '@/features/staff-permissions';
import { queryClient } from '@/lib/query-client.ts';

/** /dashboard/pagos' data calls (pages/page-loader.ts): the queue and the permissions its actions follow. */
export function prefetch(): void {
  void queryClient.query(paymentsQueueQuery()).catch(() => undefined);
  prefetchStaffAccess(queryClient);
}
