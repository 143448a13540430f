// Public entry of Clientes activos (/dashboard/user/userActive, module users): new and returning customers
// per month, the range's customers, CSV.
export { activeCustomerKeys } from './api/keys.ts';
export {
  ActiveCustomersScreen,
  type ActiveCustomersScreenProps,
} from './components/active-customers-screen.tsx';
