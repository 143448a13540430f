import { PromoDetailScreen } from '@/features/promotions';
import { useModuleAccess } from '@/features/staff-permissions';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/promocion/:idPromocion: a coupon's data, totals, uses per day and uses; Editar and Activar/Desactivar. */
export default function CouponDetailPage({ params, title }: PageProps) {
  const { canEdit } = useModuleAccess('promociones');
  const promoId = /^[1-9]\d{0,9}$/.test(params.idPromocion ?? '') ? Number(params.idPromocion) : 0;
  return (
    <PromoDetailScreen
      key={promoId}
      promoId={promoId}
      title={title}
      canEdit={canEdit}
      listHref={paths.staff.coupons}
      customerHref={paths.staff.customer}
      orderHref={paths.staff.order}
    />
  );
}
