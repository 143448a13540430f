import { staffEs } from '@/i18n/staff.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';
import { StaffOrderDetail } from './staff-order-detail.tsx';

/** /dashboard/devolucion/:idOrden: the account to transfer to, the payout form; after it, back to Devoluciones. */
export default function PayoutDetailPage(props: PageProps) {
  return (
    <StaffOrderDetail
      {...props}
      focus="payout"
      back={{ href: paths.staff.payouts, label: staffEs.detail.backToPayouts }}
      returnWhenDone
    />
  );
}
