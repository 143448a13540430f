import { DataRequestsScreen } from '@/features/data-requests';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/datos-personales (module datos-personales): the customers' ARCO requests by deadline. */
export default function DataRequestsPage({ title, search }: PageProps) {
  return <DataRequestsScreen title={title} requestHref={paths.staff.dataRequest} search={search} />;
}
