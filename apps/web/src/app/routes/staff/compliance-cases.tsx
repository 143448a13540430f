import { CasesScreen } from '@/features/compliance-cases';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/cumplimiento/casos (module cumplimiento): the compliance cases by status. */
export default function ComplianceCasesPage({ title, search }: PageProps) {
  return <CasesScreen title={title} caseHref={paths.staff.complianceCase} search={search} />;
}
