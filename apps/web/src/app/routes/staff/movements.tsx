import { MovementsScreen } from '@/features/finance-movements';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/flujo (Movimientos, module flujo): the ledger's rows; reversals need Egreso with edit. */
export default function MovementsPage({ search, title }: PageProps) {
  const egreso = useModuleAccess('egreso');
  const balance = useModuleAccess('balance');
  return (
    <MovementsScreen
      title={title}
      search={search}
      canEdit={egreso.canEdit}
      canViewBalance={balance.canView}
      orderHref={paths.staff.order}
      registerHref={paths.staff.cashOut}
    />
  );
}
