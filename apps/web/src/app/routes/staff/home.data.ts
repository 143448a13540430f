import { dashboardQueryOptions } from '@/features/staff-board';
import { prefetchStaffAccess } from '@/features/staff-permissions';
import { queryClient } from '@/lib/query-client.ts';

/** /dashboard's (Inicio) data calls (pages/page-loader.ts), with the permissions its cards follow. */
export function prefetch(): void {
  void queryClient.query(dashboardQueryOptions()).catch(() => undefined);
  prefetchStaffAccess(queryClient);
}
