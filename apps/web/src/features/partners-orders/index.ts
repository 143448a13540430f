// Public entry of the partners-orders feature: /externo/ordenes (a partner's orders and their finalize links).
export { PartnerOrdersScreen, type PartnerOrdersScreenProps } from './components/partner-orders-screen.tsx';
export { partnerOrderKeys } from './api/keys.ts';
export { partnerOrdersQuery } from './api/list-partner-orders.ts';
export { partnerChoicesQuery } from './api/list-partner-choices.ts';
export { readPartnerList, toPartnerOrderQuery } from './list-state.ts';
export { AmountCells, ClientCell, ShareCell, shareText } from './components/partner-order-cells.tsx';
export { MonthFigures } from './components/month-figures.tsx';
