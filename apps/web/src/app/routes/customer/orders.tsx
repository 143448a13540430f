import { OrdersHistory } from '@/features/orders';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /userDashboard/ordenes (Historial). */
export default function OrdersScreen({ title, search }: PageProps) {
  return <OrdersHistory title={title} search={search} newOrderPath={paths.customer.newOrder()} />;
}
