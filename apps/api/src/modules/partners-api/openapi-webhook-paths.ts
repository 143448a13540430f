// The partner API's paths for its webhook endpoints: list them, read a delivery log, redeliver, test.
import { failure, id, ref, success, tooMany, unauthorized } from './openapi-parts.ts';

const endpointId = { name: 'endpointId', in: 'path', required: true, schema: id };
const notFound = failure('No hay un endpoint tuyo con ese id (`PARTNER_WEBHOOK_ENDPOINT_NOT_FOUND`).');

export const webhookPaths = {
  '/api/partner-api/v1/webhook-endpoints': {
    get: {
      operationId: 'listWebhookEndpoints',
      summary: 'Tus endpoints de webhook en uso',
      description:
        'Se agregan, editan y quitan en Terceros, donde también se renueva su secreto: por aquí nunca viaja un secreto.',
      responses: {
        '200': success(
          { type: 'array', items: ref('WebhookEndpoint') },
          'Los endpoints, del más antiguo al más nuevo.',
        ),
        '401': unauthorized,
        '429': tooMany,
      },
    },
  },
  '/api/partner-api/v1/webhook-endpoints/{endpointId}/deliveries': {
    get: {
      operationId: 'listWebhookDeliveries',
      summary: 'Las entregas de un endpoint, de la más nueva a la más antigua',
      description:
        'Lo que enviamos, cuántos intentos, y lo que respondió tu servidor (estado y los primeros 2 KB). 20 por página: pasa `nextCursor` como `cursor` para la siguiente.',
      parameters: [
        endpointId,
        {
          name: 'cursor',
          in: 'query',
          description: 'El `nextCursor` de la página anterior.',
          schema: { type: 'string', pattern: '^[1-9]\\d{0,15}$' },
        },
      ],
      responses: {
        '200': success(ref('WebhookDeliveryPage'), 'Una página del registro.'),
        '400': failure('Un `cursor` que no vino de una página (`VALIDATION_FAILED`).'),
        '401': unauthorized,
        '404': notFound,
        '429': tooMany,
      },
    },
  },
  '/api/partner-api/v1/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/redeliver': {
    post: {
      operationId: 'redeliverWebhook',
      summary: 'Reenvía el evento de una entrega',
      description:
        'Una entrega nueva del mismo evento, con el mismo `webhook-id`, a ese endpoint; con los mismos reintentos si falla.',
      parameters: [endpointId, { name: 'deliveryId', in: 'path', required: true, schema: id }],
      responses: {
        '200': success(ref('WebhookDelivery'), 'La entrega nueva, pendiente.'),
        '401': unauthorized,
        '404': failure(
          'No hay un endpoint tuyo con ese id (`PARTNER_WEBHOOK_ENDPOINT_NOT_FOUND`), o esa entrega no es de ese endpoint (`PARTNER_WEBHOOK_DELIVERY_NOT_FOUND`).',
        ),
        '429': tooMany,
      },
    },
  },
  '/api/partner-api/v1/webhook-endpoints/{endpointId}/test': {
    post: {
      operationId: 'pingWebhook',
      summary: 'Envía un evento de prueba (`webhook.test`) a ese endpoint',
      parameters: [endpointId],
      responses: {
        '200': success(ref('WebhookDelivery'), 'La entrega de la prueba, pendiente.'),
        '401': unauthorized,
        '404': notFound,
        '429': tooMany,
      },
    },
  },
};
