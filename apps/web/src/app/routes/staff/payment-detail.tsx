import { staffEs } from '@/i18n/staff.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';
import { StaffOrderDetail } from './staff-order-detail.tsx';

/** /dashboard/pago/:idOrden: the payment to confirm; after a decision, back to Pagos. */
export default function PaymentDetailPage(props: PageProps) {
  return (
    <StaffOrderDetail
      {...props}
      focus="payment"
      back={{ href: paths.staff.payments, label: staffEs.detail.backToPayments }}
      returnWhenDone
    />
  );
}
