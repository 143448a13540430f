import { useModuleAccess } from '@/features/staff-permissions';
import { IncidentsScreen } from '@/features/security-incidents';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/incidentes-de-seguridad (module datos-personales): the security-incident register. */
export default function SecurityIncidentsPage({ title, search }: PageProps) {
  const { canEdit } = useModuleAccess('datos-personales');
  return (
    <IncidentsScreen
      title={title}
      incidentHref={paths.staff.securityIncident}
      search={search}
      canEdit={canEdit}
    />
  );
}
