import { IncidentScreen } from '@/features/security-incidents';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/incidentes-de-seguridad/:incidentId (module datos-personales): an incident and its timeline. */
export default function SecurityIncidentPage({ params }: PageProps) {
  const { canEdit } = useModuleAccess('datos-personales');
  const incidentId = /^[1-9]\d{0,9}$/.test(params.incidentId ?? '') ? Number(params.incidentId) : 0;
  return (
    <IncidentScreen
      key={incidentId}
      incidentId={incidentId}
      canEdit={canEdit}
      listHref={paths.staff.securityIncidents}
    />
  );
}
