import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Cumplimiento › Listas and Alertas (decision 140: the entry's half). */
export const complianceScreeningScreens = {
  complianceLists: { path: '/dashboard/cumplimiento/listas', title: 'Listas' },
  complianceAlerts: { path: '/dashboard/cumplimiento/alertas', title: 'Alertas' },
} as const satisfies StaffScreens;
