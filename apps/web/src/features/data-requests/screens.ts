import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Datos personales › Solicitudes and a request (decision 169). */
export const dataRequestsScreens = {
  dataRequests: { path: '/dashboard/datos-personales', title: 'Solicitudes de datos personales' },
  dataRequest: { path: '/dashboard/datos-personales/:requestId', title: 'Solicitud de datos personales' },
} as const satisfies StaffScreens;
