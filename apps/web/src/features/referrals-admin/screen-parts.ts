import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { referralsAdminScreens } from './screens.ts';

export const referralsAdminScreenParts = {
  referrals: {
    page: () => import('@/app/routes/staff/referrals.tsx'),
    modules: ['referidos'],
    sidebar: { section: 'marketing', position: 2, label: 'Referidos', icon: 'HandshakeOutlined' },
  },
  referralCode: { page: () => import('@/app/routes/staff/referral-code.tsx'), modules: ['referidos'] },
} satisfies StaffScreenPartsOf<typeof referralsAdminScreens>;
