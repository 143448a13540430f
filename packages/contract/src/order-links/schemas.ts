import { z } from 'zod';
import { rowId } from '../common/ids.ts';
import { order, orderCode } from '../orders/schemas.ts';
import { decimalString } from '../common/money-schemas.ts';
import { ORDER_LINK_KINDS } from './kinds.ts';

export const linkCodeParams = z.object({ codigo: orderCode });
export type LinkCodeParams = z.input<typeof linkCodeParams>;
export const linkActionParams = z.object({ code: orderCode });
export type LinkActionParams = z.input<typeof linkActionParams>;

export const orderLinkKind = z.enum(ORDER_LINK_KINDS);

/**
 * The live modification link of one of the caller's own open orders, to fix or finish it in the app: `url`
 * is the same page the mail opens.
 */
export const ownModificationLink = z.object({ code: orderCode, url: z.string(), expiresAt: z.string() });
export type OwnModificationLink = z.infer<typeof ownModificationLink>;

/**
 * The customer a link is for. `token` comes only from `verify`: a session bound to this link and its order
 * (decision 070); a caller already signed in as the customer goes on with their own session.
 */
export const linkUser = z.object({
  id: z.number().int(),
  dni: z.string(),
  nombres: z.string(),
  token: z.string().optional(),
});

/** All a caller who has not proved to be the link's customer learns: whom to prove it as (decision 070). */
export const linkProof = z.object({
  firstName: z.string(),
  /** Where the one-time code goes, masked: `a•••@gmail.com`. */
  maskedEmail: z.string(),
});
export type LinkProof = z.infer<typeof linkProof>;

/**
 * `GET /api/order-link/codigo/{codigo}` and `GET /api/order-modification-link/{codigo}`
 * (docs/rules/order-links.md#lookup-answer): without the customer's proof, only `proof` (and a new-order
 * link's preset); to the customer's own session or after `verify`, a new-order link answers `data.user`, a
 * link about an existing order `data.order.user`.
 */
export const resolvedLink = z.object({
  kind: orderLinkKind,
  expiresAt: z.string(),
  proof: linkProof.optional(),
  user: linkUser.optional(),
  preset: z.object({ amount: decimalString.nullable(), bankId: z.number().int().nullable() }).optional(),
  order: order.extend({ user: linkUser }).optional(),
});
export type ResolvedLink = z.infer<typeof resolvedLink>;

/** `POST /api/order-link/{code}/verify`: the 6-digit code mailed to the link's customer. */
export const linkCodeRequest = z.object({
  verificationCode: z
    .string({ error: 'Ingresa el código de 6 dígitos.' })
    .trim()
    .regex(/^\d{6}$/, 'Ingresa los 6 dígitos del código.'),
});
export type LinkCodeRequest = z.input<typeof linkCodeRequest>;

/** `POST /api/order-link/{code}/send-code`: where it went, how long it lasts, when another may be asked. */
export const linkCodeSent = z.object({
  maskedEmail: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type LinkCodeSent = z.infer<typeof linkCodeSent>;

/**
 * Staff make a link for an existing customer (docs/rules/order-links.md#creating-a-link): a new order
 * (optionally with amount and bank preset), or, for one of the customer's TEMPORAL orders, a quick-finalize
 * or modification link.
 */
export const createOrderLinkRequest = z
  .object({
    userId: rowId('Elige el cliente.'),
    kind: orderLinkKind.default('new_order'),
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
  kind: orderLinkKind,
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
