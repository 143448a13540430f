// The staff order screens in one router, so a test follows a queue to its detail and back.
import { renderPages, where } from '../../../../test/render-pages.tsx';
import OrderDetailPage from './order-detail.tsx';
import PaymentDetailPage from './payment-detail.tsx';
import PaymentsPage from './payments.tsx';
import PayoutDetailPage from './payout-detail.tsx';
import PayoutsPage from './payouts.tsx';

export const renderStaffOrders = (url: string) =>
  renderPages(url, [
    { path: '/dashboard/pagos', page: PaymentsPage, title: 'Pagos' },
    { path: '/dashboard/pago/:idOrden', page: PaymentDetailPage, title: 'Revisión de pago' },
    { path: '/dashboard/devoluciones', page: PayoutsPage, title: 'Devoluciones' },
    { path: '/dashboard/devolucion/:idOrden', page: PayoutDetailPage, title: 'Detalle de la devolución' },
    { path: '/dashboard/orden/:idOrden', page: OrderDetailPage, title: 'Detalle de la orden' },
  ]);

export { where };
