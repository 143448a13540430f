import { PointsScreen as Points } from '@/features/points';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /userDashboard/mis-puntos (Puntos). */
export default function PointsScreen({ title }: PageProps) {
  return <Points title={title} newOrderPath={paths.customer.newOrder()} />;
}
