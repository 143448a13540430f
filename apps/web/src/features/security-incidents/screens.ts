import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Datos personales › Incidentes de seguridad and an incident (decision 174). */
export const securityIncidentsScreens = {
  securityIncidents: { path: '/dashboard/incidentes-de-seguridad', title: 'Incidentes de seguridad' },
  securityIncident: {
    path: '/dashboard/incidentes-de-seguridad/:incidentId',
    title: 'Incidente de seguridad',
  },
} as const satisfies StaffScreens;
