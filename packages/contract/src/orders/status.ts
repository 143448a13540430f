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

/** A TEMPORAL order closed without payment (expired, replaced or cancelled), as staff read it. */
export const CLOSED_TEMPORAL_NAME = 'Temporal (cerrada)';

/**
 * How long a customer is told each of Cambix's steps takes, in minutes (decision 099): confirming their payment
 * and sending the payout. One figure for the screens and the mails.
 */
export const CUSTOMER_WAIT_MINUTES = { payment: 15, payout: 15 } as const;

/**
 * The statuses as a customer (or a partner's client) reads them, with what happens next (decision 099):
 * staff keep `ORDER_STATUS_NAMES`. "Pendiente de devolución" reads as a refund to a customer in Peru.
 */
export const CUSTOMER_ORDER_STATUS: Record<OrderStatus, { name: string; next: string }> = {
  0: { name: 'Por completar', next: 'Paga y sube tu comprobante para continuar.' },
  1: {
    name: 'Verificando tu pago',
    next: `Lo confirmamos en unos ${CUSTOMER_WAIT_MINUTES.payment} minutos.`,
  },
  2: { name: 'Cancelada', next: 'No seguiremos con esta orden; revisa el motivo.' },
  3: {
    name: 'Pago confirmado',
    next: `Te transferimos en unos ${CUSTOMER_WAIT_MINUTES.payout} minutos.`,
  },
  4: { name: 'Observada', next: 'Corrige los datos indicados para continuar.' },
  5: { name: 'Completada', next: 'Te transferimos el dinero; revisa la constancia.' },
};
