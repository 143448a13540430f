import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { sunatReceiptsScreens } from './screens.ts';

export const sunatReceiptsScreenParts = {
  sunatReceipts: {
    page: () => import('@/app/routes/staff/sunat-receipts.tsx'),
    // Read where an order is read (the receipt's documents are).
    modules: ['ordenes', 'pagos', 'devoluciones'],
    sidebar: { section: 'finanzas', position: 5, label: 'Comprobantes', icon: 'ReceiptLongOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof sunatReceiptsScreens>;
