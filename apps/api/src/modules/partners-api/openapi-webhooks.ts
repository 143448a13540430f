// The `webhooks` section of the partner API's document: the event catalogue, as Standard Webhooks posts it.
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@cambix/contract';
import {
  WEBHOOK_RETRIES,
  WEBHOOK_RETRY_MAX_SECONDS,
  WEBHOOK_RETRY_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from '../partners-webhooks/index.ts';
import { ref } from './openapi-parts.ts';

/** What each event says happened. */
const SUMMARIES: Record<EventName, string> = {
  'order.created': 'Creaste una orden (por la API o en Cambix): espera el pago de tu cliente.',
  'order.finalized': 'Tu cliente pagó y subió su comprobante: verificamos el pago.',
  'order.paid': 'Confirmamos el pago de tu cliente: le transferimos.',
  'order.observed': 'La transferencia al cliente no pudo hacerse: hay que corregir sus datos (`order.note`).',
  'order.corrected': 'Tu cliente corrigió lo observado: le transferimos.',
  'order.paid_out': 'Transferimos al cliente: la orden terminó.',
  'order.expired': 'El enlace venció sin pago: la orden ya no sigue.',
  'order.cancelled':
    'No seguimos con la orden (`order.note` dice por qué), o la cancelaste antes de que tu cliente la finalizara (sigue en 0, `Cancelada`).',
  'share.settled': 'Te pagamos tu comisión de una orden en una liquidación.',
  [WEBHOOK_TEST_EVENT]: 'Una prueba que pediste en Terceros: no responde a ninguna orden.',
};

const DATA: Record<EventName, string> = {
  ...(Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, 'OrderEvent'])) as Record<
    WebhookEventType,
    string
  >),
  'share.settled': 'ShareSettledEvent',
  [WEBHOOK_TEST_EVENT]: 'TestEvent',
};

export const WEBHOOK_INTRO = [
  `Registra en Terceros uno o varios endpoints https, cada uno con los eventos que quiere. Cada entrega sigue Standard Webhooks (https://www.standardwebhooks.com): cabeceras \`webhook-id\` (el id del evento, el mismo en cada reintento y reenvío: úsalo para no procesarlo dos veces), \`webhook-timestamp\` (segundos unix del envío) y \`webhook-signature\` (\`v1,<base64>\`: HMAC-SHA256 con tu secreto de \`"<webhook-id>.<webhook-timestamp>.<cuerpo>"\`). Verifícala con una biblioteca de Standard Webhooks y rechaza un \`webhook-timestamp\` a más de 5 minutos de tu hora.`,
  `Al renovar el secreto, durante ${WEBHOOK_PREVIOUS_SECRET_HOURS} horas cada entrega lleva dos firmas separadas por un espacio, la del secreto nuevo y la del anterior: basta que una verifique.`,
  `Responde 2xx en menos de ${WEBHOOK_TIMEOUT_MS / 1000} segundos y procesa después. Si no, reintentamos ${WEBHOOK_RETRIES} veces con esperas que se duplican (la primera, de ${WEBHOOK_RETRY_SECONDS / 60} a ${(2 * WEBHOOK_RETRY_SECONDS) / 60} minutos; ninguna de más de ${WEBHOOK_RETRY_MAX_SECONDS / 3600} horas): al menos tres días en total. Terceros muestra cada entrega con la respuesta de tu servidor, y permite reenviarla y enviar una prueba.`,
].join('\n\n');

type EventName = WebhookEventType | typeof WEBHOOK_TEST_EVENT;
const EVENT_NAMES: readonly EventName[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];

/** `order.paid_out` is received by `onOrderPaidOut`: an id generators can name a handler after. */
const operationIdOf = (type: EventName) =>
  `on${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;

const operation = (type: EventName) => ({
  post: {
    operationId: operationIdOf(type),
    summary: SUMMARIES[type],
    description: WEBHOOK_INTRO,
    parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({
      name,
      in: 'header',
      required: true,
      schema: { type: 'string' },
    })),
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['id', 'type', 'timestamp', 'sandbox', 'data'],
            properties: {
              id: { type: 'string', description: 'El id del evento, igual a `webhook-id`.' },
              type: { type: 'string', const: type },
              timestamp: { type: 'string', format: 'date-time', description: 'Cuándo ocurrió.' },
              sandbox: {
                type: 'boolean',
                description:
                  '`true` en un evento de una orden de pruebas (creada con una clave `cbx_test_`): no es dinero real.',
              },
              data: ref(DATA[type]),
            },
          },
        },
      },
    },
    responses: { '200': { description: 'Recibido (cualquier 2xx).' } },
  },
});

/** One entry per event of the catalogue, and the test ping. */
export const webhookOperations = Object.fromEntries(EVENT_NAMES.map((type) => [type, operation(type)]));
