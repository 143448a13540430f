import { DataRequestScreen } from '@/features/data-requests';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/datos-personales/:requestId (module datos-personales): a request and its answer. */
export default function DataRequestPage({ params }: PageProps) {
  const { canEdit } = useModuleAccess('datos-personales');
  const requestId = /^[1-9]\d{0,9}$/.test(params.requestId ?? '') ? Number(params.requestId) : 0;
  return (
    <DataRequestScreen
      key={requestId}
      requestId={requestId}
      canEdit={canEdit}
      listHref={paths.staff.dataRequests}
    />
  );
}
