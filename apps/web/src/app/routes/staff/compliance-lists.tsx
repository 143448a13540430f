import { ListsScreen } from '@/features/compliance-screening';
import { useModuleAccess } from '@/features/staff-permissions';
import type { PageProps } from '../../routes.ts';

/** /dashboard/cumplimiento/listas (module cumplimiento): list versions and imports. */
export default function ComplianceListsPage({ title }: PageProps) {
  const { canEdit } = useModuleAccess('cumplimiento');
  return <ListsScreen title={title} canEdit={canEdit} />;
}
