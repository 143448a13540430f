import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Tipo de cambio (decision 140: the entry's half). */
export const exchangeRatesScreens = {
  exchangeRates: { path: '/dashboard/tipo-de-cambio', title: 'Tipo de cambio' },
} as const satisfies StaffScreens;
