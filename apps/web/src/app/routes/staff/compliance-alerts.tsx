import { AlertsScreen } from '@/features/compliance-screening';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/cumplimiento/alertas (module cumplimiento): screening alerts, confirmed or discarded. */
export default function ComplianceAlertsPage({ title, search }: PageProps) {
  const { canEdit } = useModuleAccess('cumplimiento');
  return (
    <AlertsScreen title={title} canEdit={canEdit} caseHref={paths.staff.complianceCase} search={search} />
  );
}
