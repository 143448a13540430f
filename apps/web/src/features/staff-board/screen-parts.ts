import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { staffBoardScreens } from './screens.ts';

// Inicio and Tarjetas show order figures (decision 051).
export const staffBoardScreenParts = {
  home: {
    page: () => import('@/app/routes/staff/home.tsx'),
    data: () => import('@/app/routes/staff/home.data.ts'),
    modules: ['ordenes'],
    sidebar: { section: 'inicio', position: 1, label: 'Inicio', icon: 'HomeOutlined' },
  },
  orderLinks: { page: () => import('@/app/routes/staff/order-links.tsx'), modules: ['links'] },
  orders: {
    page: () => import('@/app/routes/staff/orders.tsx'),
    modules: ['ordenes'],
    sidebar: {
      section: 'operacion',
      position: 4,
      label: 'Órdenes',
      icon: 'ReceiptLongOutlined',
      singular: 'orden',
    },
  },
  cards: { page: () => import('@/app/routes/staff/cards.tsx'), modules: ['ordenes'] },
} satisfies StaffScreenPartsOf<typeof staffBoardScreens>;
