import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import { optionalParam } from '../http/query-params.ts';
import { WEBHOOK_EVENT_TYPES } from './rules.ts';

// A partner's webhook endpoints and their delivery log (docs/rules/partners.md#webhooks).

const HTTPS_ONLY = 'Usa una dirección https://.';

/**
 * HTTPS. Plain HTTP to localhost or 127.0.0.1 passes here for local setups and tests: the server refuses it
 * in production, and checks where the name points before saving and before every delivery.
 */
export const webhookUrl = z
  .string({ error: 'Escribe la dirección de tu servidor.' })
  .trim()
  .min(1, 'Escribe la dirección de tu servidor.')
  .max(500, 'Usa como máximo 500 caracteres.')
  .refine(
    (value) =>
      /^https:\/\/[^\s/]+(\/\S*)?$/.test(value) ||
      /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?(\/\S*)?$/.test(value),
    { message: HTTPS_ONLY },
  );

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES, 'Elige eventos de la lista.');

export const webhookEndpointRequest = z.object({
  url: webhookUrl,
  events: z
    .array(webhookEventType, { error: 'Elige al menos un evento.' })
    .min(1, 'Elige al menos un evento.')
    .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequest>;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventType),
  createdAt: z.string(),
  /** Until then deliveries carry the old secret's signature too; null: no rotation under way. */
  previousSecretExpiresAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The one answer that carries the signing secret: when the endpoint is made, and when it is rotated. */
export const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const webhookEndpointParams = idParams('endpointId', 'Endpoint no válido.');
export type WebhookEndpointParams = z.input<typeof webhookEndpointParams>;

export const webhookDeliveryParams = webhookEndpointParams.extend(
  idParams('deliveryId', 'Entrega no válida.').shape,
);
export type WebhookDeliveryParams = z.input<typeof webhookDeliveryParams>;

export const webhookDeliveryQuery = z.object({
  cursor: optionalParam(
    z.string().regex(/^[1-9]\d{0,15}$/, 'Usa el nextCursor de la página anterior, sin cambios.'),
  ),
});
export type WebhookDeliveryQuery = z.input<typeof webhookDeliveryQuery>;

export const WEBHOOK_DELIVERY_STATES = ['pendiente', 'entregado', 'fallido'] as const;

/** One event posted to one endpoint, as the delivery log shows it: the body sent and the last answer. */
export const webhookDelivery = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  /** A redelivery the partner asked for. */
  manual: z.boolean(),
  /** An event of a sandbox order (docs/rules/partners.md#sandbox). */
  sandbox: z.boolean(),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  responseStatus: z.number().int().nullable(),
  /** The start of the receiver's answer (2 KB at most). */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  /** The body as posted. */
  payload: z.unknown(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryPage = z.object({
  items: z.array(webhookDelivery),
  /** The next (older) page's `cursor`; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;
