import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  NoticeSnackbar,
  OrderDetail,
  useLiveQueues,
  type OrderDetailFocus,
  type RouteNotice,
} from '@/features/staff-orders';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';
import { brandTitle } from '@/lib/document-head.ts';

interface StaffOrderDetailProps extends PageProps {
  focus: OrderDetailFocus;
  back: { href: string; label: string };
  /** A queue's detail returns to its queue after a transition and says it there; otherwise the page stays. */
  returnWhenDone?: boolean;
}

/** The wiring every staff order detail page shares: the order from `:idOrden`, live updates, the tab title. */
export function StaffOrderDetail({
  params,
  title,
  focus,
  back,
  returnWhenDone = false,
}: StaffOrderDetailProps) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  useLiveQueues();
  const onLoaded = useCallback(
    (order: { code: string }) => void (document.title = brandTitle(`${order.code} · ${title}`)),
    [title],
  );
  const onDone = (message: string) => {
    if (returnWhenDone) void navigate(back.href, { state: { notice: message } satisfies RouteNotice });
    else setNotice(message);
  };
  return (
    <>
      <OrderDetail
        orderId={Number(params.idOrden)}
        focus={focus}
        back={back}
        customerHref={paths.staff.customer}
        partnerOrdersHref={(partnerId) => `${paths.staff.externalOrders}?socio=${partnerId}`}
        onLoaded={onLoaded}
        onDone={onDone}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
