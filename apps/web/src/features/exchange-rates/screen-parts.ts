import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { exchangeRatesScreens } from './screens.ts';

export const exchangeRatesScreenParts = {
  exchangeRates: {
    page: () => import('@/app/routes/staff/exchange-rates.tsx'),
    modules: ['ajustes'],
    sidebar: { section: 'sistema', position: 2, label: 'Tipo de cambio', icon: 'CurrencyExchangeOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof exchangeRatesScreens>;
