import { CashOutScreen } from '@/features/finance-cash-out';
import { useModuleAccess, useStaffAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/egreso (module egreso): manual movements; read-only without egreso edit. */
export default function CashOutPage({ search, title }: PageProps) {
  const { canEdit } = useModuleAccess('egreso');
  const balance = useModuleAccess('balance');
  const movements = useModuleAccess('flujo');
  const access = useStaffAccess();
  return (
    <CashOutScreen
      title={title}
      search={search}
      canEdit={canEdit}
      canDecide={access.canEdit}
      balanceHref={balance.canView ? paths.staff.balance : null}
      movementsHref={movements.canView ? paths.staff.movements : null}
    />
  );
}
