import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { paymentMatchesScreens } from './screens.ts';

export const paymentMatchesScreenParts = {
  paymentMatches: {
    page: () => import('@/app/routes/staff/payment-matches.tsx'),
    // Pagos works the queue; the officer reads every automatic approval and its rule.
    modules: ['pagos', 'cumplimiento'],
    sidebar: {
      section: 'operacion',
      position: 2.5,
      label: 'Pagos por referencia',
      icon: 'ReceiptOutlined',
    },
  },
} satisfies StaffScreenPartsOf<typeof paymentMatchesScreens>;
