import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { OrderDetail, useLiveQueues, type RouteNotice } from '@/features/staff-orders';
import { staffEs } from '@/i18n/staff.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/pago/:idOrden: the payment to confirm; after a decision, back to Pagos. */
export default function PaymentDetailPage({ params, title }: PageProps) {
  const navigate = useNavigate();
  useLiveQueues();
  const onLoaded = useCallback(
    (order: { code: string }) => void (document.title = `${order.code} · ${title}`),
    [title],
  );
  return (
    <OrderDetail
      orderId={Number(params.idOrden)}
      focus="payment"
      back={{ href: paths.staff.payments, label: staffEs.detail.backToPayments }}
      customerHref={paths.staff.customer}
      onLoaded={onLoaded}
      onDone={(notice) => void navigate(paths.staff.payments, { state: { notice } satisfies RouteNotice })}
    />
  );
}
