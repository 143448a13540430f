import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { OrderDetail, useLiveQueues, type RouteNotice } from '@/features/staff-orders';
import { staffEs } from '@/i18n/staff.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/devolucion/:idOrden: the account to transfer to, the payout form; after it, back to Devoluciones. */
export default function PayoutDetailPage({ params, title }: PageProps) {
  const navigate = useNavigate();
  useLiveQueues();
  const onLoaded = useCallback(
    (order: { code: string }) => void (document.title = `${order.code} · ${title}`),
    [title],
  );
  return (
    <OrderDetail
      orderId={Number(params.idOrden)}
      focus="payout"
      back={{ href: paths.staff.payouts, label: staffEs.detail.backToPayouts }}
      customerHref={paths.staff.customer}
      onLoaded={onLoaded}
      onDone={(notice) => void navigate(paths.staff.payouts, { state: { notice } satisfies RouteNotice })}
    />
  );
}
