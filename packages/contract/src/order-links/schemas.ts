import { z } from 'zod';
import { rowId } from '../http/ids.ts';
import { order, orderCode } from '../orders/schemas.ts';
import { decimalString } from '../settings/schemas.ts';

export const linkCodeParams = z.object({ codigo: orderCode });
export type LinkCodeParams = z.input<typeof linkCodeParams>;
export const linkActionParams = z.object({ code: orderCode });
export type LinkActionParams = z.input<typeof linkActionParams>;

/** The customer a link is for, with a session token scoped to them that ends with the link (spec 3, 5). */
export const linkUser = z.object({
  id: z.number().int(),
  dni: z.string(),
  nombres: z.string(),
  token: z.string(),
});

/**
 * `GET /api/order-link/codigo/{codigo}` and `GET /api/order-modification-link/{codigo}` (spec 7): a new-order
 * link answers `data.user` (and what staff preset); a link about an existing order answers `data.order.user`.
 */
export const resolvedLink = z.object({
  kind: z.enum(['new_order', 'modification', 'finalize']),
  expiresAt: z.string(),
  user: linkUser.optional(),
  preset: z.object({ amount: decimalString.nullable(), bankId: z.number().int().nullable() }).optional(),
  order: order.extend({ user: linkUser }).optional(),
});
export type ResolvedLink = z.infer<typeof resolvedLink>;

/**
 * Staff make a link for an existing customer (domain.md 5): a new order (optionally with amount and bank
 * preset), or, for one of the customer's TEMPORAL orders, a quick-finalize or modification link.
 */
export const createOrderLinkRequest = z
  .object({
    userId: rowId('Elige el cliente.'),
    kind: z.enum(['new_order', 'modification', 'finalize']).default('new_order'),
    orderId: rowId('Orden no válida.').optional(),
    amount: decimalString.optional(),
    bankId: rowId('Banco no válido.').optional(),
    validHours: z.number().int().min(1).max(168).default(24),
  })
  .refine((value) => (value.kind === 'new_order') === (value.orderId === undefined), {
    message: 'Un link de orden nueva no lleva orden; uno de modificación o de finalizar, sí.',
    path: ['orderId'],
  });
export type CreateOrderLinkRequest = z.input<typeof createOrderLinkRequest>;

export const orderLinkSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['new_order', 'modification', 'finalize']),
  url: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string(), dni: z.string() }),
  amount: decimalString.nullable(),
  bankId: z.number().int().nullable(),
  status: z.enum(['activa', 'usada', 'vencida']),
  expiresAt: z.string(),
  createdAt: z.string(),
  orderCode: z.string().nullable(),
});
export type OrderLinkSummary = z.infer<typeof orderLinkSummary>;

export const orderLinkListQuery = z.object({
  status: z.enum(['activa', 'usada', 'vencida']).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrderLinkListQuery = z.input<typeof orderLinkListQuery>;
export const orderLinkPage = z.object({
  items: z.array(orderLinkSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
