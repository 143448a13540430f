import { useCallback, useState } from 'react';
import { NoticeSnackbar, OrderDetail, useLiveQueues } from '@/features/staff-orders';
import { staffEs } from '@/i18n/staff.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/orden/:idOrden: every section of the order; an action keeps the page, now updated. */
export default function OrderDetailPage({ params, title }: PageProps) {
  const [notice, setNotice] = useState<string | null>(null);
  useLiveQueues();
  const onLoaded = useCallback(
    (order: { code: string }) => void (document.title = `${order.code} · ${title}`),
    [title],
  );
  return (
    <>
      <OrderDetail
        orderId={Number(params.idOrden)}
        focus="full"
        back={{ href: paths.staff.orders, label: staffEs.detail.backToOrders }}
        customerHref={paths.staff.customer}
        onLoaded={onLoaded}
        onDone={(message) => setNotice(message)}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
