import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Cumplimiento › Casos and a case (decision 140: the entry's half). */
export const complianceCasesScreens = {
  complianceCases: { path: '/dashboard/cumplimiento/casos', title: 'Casos' },
  complianceCase: { path: '/dashboard/cumplimiento/casos/:caseId', title: 'Caso de cumplimiento' },
} as const satisfies StaffScreens;
