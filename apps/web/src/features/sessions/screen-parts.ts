import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { sessionsScreens } from './screens.ts';

export const sessionsScreenParts = {
  security: { page: () => import('@/app/routes/security.tsx'), modules: [] },
} satisfies StaffScreenPartsOf<typeof sessionsScreens>;
