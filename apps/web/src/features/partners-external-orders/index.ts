// Public entry of the partners-external-orders feature: Órdenes Externas and the partners' shares (module external-orders).
export {
  ExternalOrdersScreen,
  type ExternalOrdersScreenProps,
} from './components/external-orders-screen.tsx';
export { externalOrderKeys } from './api/keys.ts';
