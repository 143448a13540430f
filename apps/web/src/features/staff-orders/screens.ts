import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Pagos, Devoluciones and an order's detail (decision 140: the entry's half). */
export const staffOrdersScreens = {
  order: { path: '/dashboard/orden/:idOrden', title: 'Detalle de la orden' },
  payments: { path: '/dashboard/pagos', title: 'Pagos' },
  payment: { path: '/dashboard/pago/:idOrden', title: 'Revisión de pago' },
  payouts: { path: '/dashboard/devoluciones', title: 'Devoluciones' },
  payout: { path: '/dashboard/devolucion/:idOrden', title: 'Detalle de la devolución' },
} as const satisfies StaffScreens;
