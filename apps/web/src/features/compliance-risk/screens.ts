import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Cumplimiento › Riesgo (decision 140: the entry's half). */
export const complianceRiskScreens = {
  complianceRisk: { path: '/dashboard/cumplimiento/riesgo', title: 'Riesgo de clientes' },
} as const satisfies StaffScreens;
