import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Referidos and a referral code's page (decision 140: the entry's half). */
export const referralsAdminScreens = {
  referrals: { path: '/dashboard/referreds', title: 'Referidos' },
  referralCode: { path: '/admin/referred-codes/:code', title: 'Código de referido' },
} as const satisfies StaffScreens;
