import { useNavigate } from 'react-router';
import { PromosScreen } from '@/features/promotions';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/promociones (Cupones, module promociones): coupons with filters in the address, CSV, "Nuevo cupón". */
export default function CouponsPage({ search, title }: PageProps) {
  const navigate = useNavigate();
  const { canEdit } = useModuleAccess('promociones');
  return (
    <PromosScreen
      title={title}
      search={search}
      canEdit={canEdit}
      promoHref={paths.staff.coupon}
      onOpen={(id) => void navigate(paths.staff.coupon(id))}
    />
  );
}
