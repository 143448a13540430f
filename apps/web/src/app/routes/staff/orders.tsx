import { useNavigate } from 'react-router';
import { AdminOrdersList } from '@/features/staff-board';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/ordenes-admin (Órdenes, module ordenes): every order, with filters in the address bar. */
export default function StaffOrdersPage({ search, title }: PageProps) {
  const navigate = useNavigate();
  return (
    <AdminOrdersList
      title={title}
      search={search}
      orderHref={paths.staff.order}
      onOpen={(id) => void navigate(paths.staff.order(id))}
    />
  );
}
