import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { promotionsScreens } from './screens.ts';

export const promotionsScreenParts = {
  coupons: {
    page: () => import('@/app/routes/staff/coupons.tsx'),
    modules: ['promociones'],
    sidebar: {
      section: 'marketing',
      position: 1,
      label: 'Cupones',
      icon: 'LocalOfferOutlined',
      singular: 'promocion',
    },
  },
  coupon: { page: () => import('@/app/routes/staff/coupon-detail.tsx'), modules: ['promociones'] },
} satisfies StaffScreenPartsOf<typeof promotionsScreens>;
