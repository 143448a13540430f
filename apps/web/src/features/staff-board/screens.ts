import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Inicio, the order links, every order and the wall board (decision 140: the entry's half). */
export const staffBoardScreens = {
  home: { path: '/dashboard', title: 'Inicio' },
  orderLinks: { path: '/dashboard/links-orden', title: 'Links de orden' },
  orders: { path: '/dashboard/ordenes-admin', title: 'Órdenes' },
  cards: { path: '/dashboard/cards', title: 'Tarjetas', layout: 'cards' },
} as const satisfies StaffScreens;
