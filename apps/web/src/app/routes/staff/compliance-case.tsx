import { CaseDetailScreen } from '@/features/compliance-cases';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/cumplimiento/casos/:caseId (module cumplimiento): a case, its items and its ROS. */
export default function ComplianceCasePage({ params }: PageProps) {
  const { canEdit } = useModuleAccess('cumplimiento');
  const caseId = /^[1-9]\d{0,9}$/.test(params.caseId ?? '') ? Number(params.caseId) : 0;
  return (
    <CaseDetailScreen key={caseId} caseId={caseId} canEdit={canEdit} listHref={paths.staff.complianceCases} />
  );
}
