import { StaffHome } from '@/features/staff-board';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const LINKS = {
  customersToValidate: `${paths.staff.customers}?status=POR_VALIDAR`,
  paymentsPending: paths.staff.payments,
  // Devoluciones' filter chips (web-desk): ?filtro=toPay | observed.
  payoutsPending: `${paths.staff.payouts}?filtro=toPay`,
  observed: `${paths.staff.payouts}?filtro=observed`,
  orders: paths.staff.orders,
  order: paths.staff.order,
};

/** /dashboard (Inicio): any staff member's start screen. */
export default function StaffHomePage({ title }: PageProps) {
  return <StaffHome title={title} links={LINKS} />;
}
