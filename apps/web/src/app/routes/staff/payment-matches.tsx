import { PaymentMatchesScreen } from '@/features/payment-matches';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/pagos-referencia (modules pagos or cumplimiento): statement lines matched by payment reference. */
export default function PaymentMatchesPage({ title, search }: PageProps) {
  const { canEdit } = useModuleAccess('pagos');
  return (
    <PaymentMatchesScreen title={title} search={search} canEdit={canEdit} orderHref={paths.staff.order} />
  );
}
