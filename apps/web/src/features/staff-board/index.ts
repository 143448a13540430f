// Public entry of the staff board feature: Inicio, the order list, order links and the Tarjetas board.
export { staffBoardKeys } from './api/keys.ts';
export { dashboardQueryOptions } from './api/get-dashboard.ts';
export { LiveBoard } from './board/live-board.tsx';
export { StaffHome, type StaffHomeProps } from './home/staff-home.tsx';
export { AdminOrdersList, type AdminOrdersListProps } from './orders-list/admin-orders-list.tsx';
export { OrderLinksScreen } from './order-links/order-links-screen.tsx';
