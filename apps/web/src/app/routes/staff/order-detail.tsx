import { staffEs } from '@/i18n/staff.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';
import { StaffOrderDetail } from './staff-order-detail.tsx';

/** /dashboard/orden/:idOrden: every section of the order; an action keeps the page, now updated. */
export default function OrderDetailPage(props: PageProps) {
  return (
    <StaffOrderDetail
      {...props}
      focus="full"
      back={{ href: paths.staff.orders, label: staffEs.detail.backToOrders }}
    />
  );
}
