// The live order updates as a module of its own for React.lazy: a dynamic import of the orders barrel would
// keep the whole barrel (the new-order stepper, Historial) in one chunk with the welcome page's pieces
// (decision 113).
export { LiveOrderUpdates as default } from '@/features/orders';
