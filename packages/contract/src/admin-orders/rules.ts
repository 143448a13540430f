import { ORDER_STATUS, type OrderStatus } from '../orders/status.ts';
import type { StaffModule } from '../staff-modules.ts';

/** The screens one order opens from (Pagos, Devoluciones, Órdenes): any of them shows its detail and papers. */
export const ORDER_DETAIL_MODULES = [
  'pagos',
  'devoluciones',
  'ordenes',
] as const satisfies readonly StaffModule[];

/** A customer's monthly figures, as staff see them in the customer's file. */
export const CUSTOMER_FIGURES_MODULE = 'users' as const satisfies StaffModule;

/** The statuses each staff queue holds (docs/rules/statuses.md#staff-queues), oldest first. */
export const PAYMENTS_QUEUE_STATUSES = [ORDER_STATUS.PENDIENTE] as const satisfies readonly OrderStatus[];
export const PAYOUTS_QUEUE_STATUSES = [
  ORDER_STATUS.PENDIENTE_DEVOLUCION,
  ORDER_STATUS.OBSERVADA,
] as const satisfies readonly OrderStatus[];
/** The columns of the Tarjetas board: every order staff still have to act on. */
export const BOARD_STATUSES = [
  ORDER_STATUS.PENDIENTE,
  ORDER_STATUS.PENDIENTE_DEVOLUCION,
  ORDER_STATUS.OBSERVADA,
] as const satisfies readonly OrderStatus[];

export const ORDER_CHANNELS = ['web', 'link', 'partner'] as const;
/** Cambio de saldo or divisas (docs/rules/exchange.md), as staff filter Órdenes by them. */
export const ORDER_KINDS = ['saldo', 'divisas'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const ADMIN_ORDER_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_ADMIN_ORDER_PAGE_SIZE = 25;

export const STAFF_NOTE_MAX_LENGTH = 500;
export const OPERATION_NUMBER_MAX_LENGTH = 40;
/** A third-party payer as the voucher names them: a name, and a DNI, CE, passport or RUC number. */
export const THIRD_PARTY_PAYER_NAME_MAX_LENGTH = 120;
export const THIRD_PARTY_PAYER_DOCUMENT_MAX_LENGTH = 20;

/** The transitions a staff member may ask for, each gated by a module's edit permission. */
export const STAFF_ORDER_ACTIONS = {
  approve: { from: ORDER_STATUS.PENDIENTE, to: ORDER_STATUS.PENDIENTE_DEVOLUCION, module: 'pagos' },
  reject: { from: ORDER_STATUS.PENDIENTE, to: ORDER_STATUS.FALLIDA, module: 'pagos' },
  payout: { from: ORDER_STATUS.PENDIENTE_DEVOLUCION, to: ORDER_STATUS.TERMINADA, module: 'devoluciones' },
  observe: { from: ORDER_STATUS.PENDIENTE_DEVOLUCION, to: ORDER_STATUS.OBSERVADA, module: 'devoluciones' },
  cancel: { from: ORDER_STATUS.OBSERVADA, to: ORDER_STATUS.FALLIDA, module: 'devoluciones' },
} as const;
export type StaffOrderAction = keyof typeof STAFF_ORDER_ACTIONS;
