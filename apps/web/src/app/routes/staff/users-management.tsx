import { UsersManagementScreen } from '@/features/staff-accounts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/users-management (Administrador, Usuario): staff, partner and Usuario accounts. */
export default function UsersManagementPage({ title, search }: PageProps) {
  return (
    <UsersManagementScreen title={title} search={search} permissionsHref={paths.staff.userPermissions} />
  );
}
