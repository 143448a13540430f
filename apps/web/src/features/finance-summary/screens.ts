import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Resumen and its printable page (decision 140: the entry's half). */
export const summaryScreens = {
  summary: { path: '/dashboard/resumen', title: 'Resumen' },
  summaryPrintable: { path: '/dashboard/resumen-formated', title: 'Resumen para imprimir' },
} as const satisfies StaffScreens;
