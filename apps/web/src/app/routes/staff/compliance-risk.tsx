import { RiskScreen } from '@/features/compliance-risk';
import { useModuleAccess } from '@/features/staff-permissions';
import type { PageProps } from '../../routes.ts';

/** /dashboard/cumplimiento/riesgo (module cumplimiento): customers by risk level, overdue reviews first. */
export default function ComplianceRiskPage({ title, search }: PageProps) {
  const { canEdit } = useModuleAccess('cumplimiento');
  return <RiskScreen title={title} canEdit={canEdit} search={search} />;
}
