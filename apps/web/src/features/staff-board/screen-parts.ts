import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { staffBoardScreens } from './screens.ts';

// Inicio and Tarjetas show order figures (decision 051).
export const staffBoardScreenParts = {
  home: {
    page: () => import('@/app/routes/staff/home.tsx'),
    modules: ['ordenes'],
    sidebar: { section: 'inicio', position: 1, label: 'Inicio', icon: HomeOutlinedIcon },
  },
  orderLinks: { page: () => import('@/app/routes/staff/order-links.tsx'), modules: ['links'] },
  orders: {
    page: () => import('@/app/routes/staff/orders.tsx'),
    modules: ['ordenes'],
    sidebar: {
      section: 'operacion',
      position: 4,
      label: 'Órdenes',
      icon: ReceiptLongOutlinedIcon,
      singular: 'orden',
    },
  },
  cards: { page: () => import('@/app/routes/staff/cards.tsx'), modules: ['ordenes'] },
} satisfies StaffScreenPartsOf<typeof staffBoardScreens>;
