import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { balanceScreens } from './screens.ts';

export const balanceScreenParts = {
  balance: {
    page: () => import('@/app/routes/staff/balance.tsx'),
    modules: ['balance'],
    sidebar: { section: 'finanzas', position: 1, label: 'Balance', icon: 'AccountBalanceWalletOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof balanceScreens>;
