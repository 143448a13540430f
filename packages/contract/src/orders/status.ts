/** Order statuses (docs/rules/statuses.md#order-statuses). */
export const ORDER_STATUS = {
  TEMPORAL: 0,
  PENDIENTE: 1,
  FALLIDA: 2,
  PENDIENTE_DEVOLUCION: 3,
  OBSERVADA: 4,
  TERMINADA: 5,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** The statuses' Spanish names, as people read them on screens and in exports. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  0: 'Temporal',
  1: 'Pendiente',
  2: 'Fallida',
  3: 'Pendiente de devolución',
  4: 'Observada',
  5: 'Terminada',
};
