import { UserPermissionsScreen } from '@/features/staff-accounts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/user-permissions/:userId? (Administrador, Usuario): pick a Colaborador, or their module matrix. */
export default function UserPermissionsPage({ title, params }: PageProps) {
  const id = Number(params.userId);
  return (
    <UserPermissionsScreen
      title={title}
      userId={params.userId && Number.isInteger(id) && id > 0 ? id : null}
      backHref={paths.staff.usersManagement}
      permissionsHref={paths.staff.userPermissions}
    />
  );
}
