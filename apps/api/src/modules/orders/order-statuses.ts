import { ORDER_STATUS, type OrderStatus } from '@cambix/contract';

/** Orders whose amount counts toward the monthly limit (docs/rules/limits.md#used-this-month). */
export const COUNTING_STATUSES: OrderStatus[] = [
  ORDER_STATUS.PENDIENTE,
  ORDER_STATUS.PENDIENTE_DEVOLUCION,
  ORDER_STATUS.OBSERVADA,
  ORDER_STATUS.TERMINADA,
];

/** Orders still in progress: they hold their destination account (it cannot be deleted meanwhile). */
export const OPEN_STATUSES: OrderStatus[] = [
  ORDER_STATUS.TEMPORAL,
  ORDER_STATUS.PENDIENTE,
  ORDER_STATUS.PENDIENTE_DEVOLUCION,
  ORDER_STATUS.OBSERVADA,
];
