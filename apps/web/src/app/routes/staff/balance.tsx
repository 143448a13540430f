import { useMemo } from 'react';
import { BalanceScreen, type BalanceLinks } from '@/features/finance-balance';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/**
 * /dashboard/nuevo-balance (Balance, module balance): the cards per account, the totals, and bank
 * reconciliation; each link shows only to who may open its screen.
 */
export default function BalancePage({ search, title }: PageProps) {
  const balance = useModuleAccess('balance');
  const egreso = useModuleAccess('egreso');
  const flujo = useModuleAccess('flujo');
  const resumen = useModuleAccess('resumen');
  const links = useMemo<BalanceLinks>(
    () => ({
      recordMovement: egreso.canEdit ? paths.staff.cashOut : null,
      movements: flujo.canView
        ? (accountId?: number) =>
            accountId === undefined
              ? paths.staff.movements
              : `${paths.staff.movements}?accountId=${accountId}`
        : null,
      summary: resumen.canView ? paths.staff.summary : null,
      order: (orderId: number) => paths.staff.order(orderId),
    }),
    [egreso.canEdit, flujo.canView, resumen.canView],
  );
  return <BalanceScreen title={title} search={search} links={links} canReconcile={balance.canEdit} />;
}
