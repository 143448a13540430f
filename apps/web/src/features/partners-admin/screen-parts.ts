import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { thirdPartyScreens } from './screens.ts';

export const thirdPartyScreenParts = {
  thirdParty: {
    page: () => import('@/app/routes/staff/third-party.tsx'),
    modules: ['terceros'],
    sidebar: { section: 'otros', position: 1, label: 'Módulo Terceros', icon: 'PeopleAltOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof thirdPartyScreens>;
