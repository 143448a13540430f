import { ActiveCustomersScreen } from '@/features/active-customers';
import { useBanks } from '@/features/banks';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/user/userActive (Clientes activos, module users): new and returning customers per month. */
export default function ActiveCustomersPage({ search, title }: PageProps) {
  const { banks } = useBanks();
  return (
    <ActiveCustomersScreen title={title} search={search} banks={banks} customerHref={paths.staff.customer} />
  );
}
