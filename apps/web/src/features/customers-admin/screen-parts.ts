import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { customersAdminScreens } from './screens.ts';

export const customersAdminScreenParts = {
  customers: {
    page: () => import('@/app/routes/staff/customers.tsx'),
    modules: ['users'],
    sidebar: {
      section: 'operacion',
      position: 1,
      label: 'Clientes',
      icon: 'GroupOutlined',
      singular: 'user',
    },
  },
  customer: { page: () => import('@/app/routes/staff/customer-detail.tsx'), modules: ['users'] },
  customerFile: { page: () => import('@/app/routes/staff/customer-file.tsx'), modules: ['users'] },
} satisfies StaffScreenPartsOf<typeof customersAdminScreens>;
