import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Cupones and a coupon's detail (decision 140: the entry's half). */
export const promotionsScreens = {
  coupons: { path: '/dashboard/promociones', title: 'Cupones' },
  coupon: { path: '/dashboard/promocion/:idPromocion', title: 'Detalle del cupón' },
} as const satisfies StaffScreens;
