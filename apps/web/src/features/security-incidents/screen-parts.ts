import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { securityIncidentsScreens } from './screens.ts';

export const securityIncidentsScreenParts = {
  securityIncidents: {
    page: () => import('@/app/routes/staff/security-incidents.tsx'),
    modules: ['datos-personales'],
    sidebar: {
      section: 'operacion',
      position: 6,
      label: 'Incidentes de seguridad',
      icon: 'ReportGmailerrorredOutlined',
    },
  },
  securityIncident: {
    page: () => import('@/app/routes/staff/security-incident.tsx'),
    modules: ['datos-personales'],
  },
} satisfies StaffScreenPartsOf<typeof securityIncidentsScreens>;
