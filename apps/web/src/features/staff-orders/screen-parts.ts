import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { staffOrdersScreens } from './screens.ts';

export const staffOrdersScreenParts = {
  // The order detail serves Pagos and Devoluciones too; the server admits any of the three.
  order: {
    page: () => import('@/app/routes/staff/order-detail.tsx'),
    modules: ['ordenes', 'pagos', 'devoluciones'],
  },
  payments: {
    page: () => import('@/app/routes/staff/payments.tsx'),
    data: () => import('@/app/routes/staff/payments.data.ts'),
    modules: ['pagos'],
    sidebar: {
      section: 'operacion',
      position: 2,
      label: 'Pagos',
      icon: 'PaymentsOutlined',
      singular: 'pago',
    },
  },
  payment: { page: () => import('@/app/routes/staff/payment-detail.tsx'), modules: ['pagos'] },
  payouts: {
    page: () => import('@/app/routes/staff/payouts.tsx'),
    modules: ['devoluciones'],
    sidebar: {
      section: 'operacion',
      position: 3,
      label: 'Devoluciones',
      icon: 'ReplyOutlined',
      singular: 'devolucion',
    },
  },
  payout: { page: () => import('@/app/routes/staff/payout-detail.tsx'), modules: ['devoluciones'] },
} satisfies StaffScreenPartsOf<typeof staffOrdersScreens>;
