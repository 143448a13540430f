import { useNavigate } from 'react-router';
import { ExternalOrdersScreen } from '@/features/partners-external-orders';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/external-orders (Órdenes Externas, module external-orders): every partner order and the shares. */
export default function ExternalOrdersPage({ search, title }: PageProps) {
  const navigate = useNavigate();
  return (
    <ExternalOrdersScreen
      title={title}
      search={search}
      orderHref={paths.staff.order}
      onOpen={(id) => void navigate(paths.staff.order(id))}
      partnersHref={paths.staff.thirdParty}
    />
  );
}
