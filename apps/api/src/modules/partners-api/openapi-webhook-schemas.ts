// The partner API's OpenAPI schemas of its webhooks (`components.schemas`): the events' bodies, the
// endpoints and their delivery log, beside the contract's schemas they describe.
import { WEBHOOK_EVENT_TYPES } from '@cambix/contract';
import { WEBHOOK_DELIVERY_STATES } from '@cambix/contract/schemas';
import { amount, id, nullable, ref, statusCodes, statusList } from './openapi-parts.ts';

export const webhookSchemas = {
  Status: {
    type: 'object',
    required: ['code', 'name'],
    properties: {
      code: { type: 'integer', enum: statusCodes, description: statusList },
      name: {
        type: 'string',
        description: 'El estado en las palabras de tu cliente; `Vencida` en `order.expired`.',
        examples: ['Pago confirmado'],
      },
    },
  },
  OrderEvent: {
    type: 'object',
    required: ['previousStatus', 'status', 'order'],
    properties: {
      previousStatus: {
        oneOf: [ref('Status'), { type: 'null' }],
        description: 'El estado que la orden deja; `null` en `order.created`.',
      },
      status: ref('Status'),
      order: {
        ...ref('Order'),
        description: 'La orden como la devuelve `GET /orders/{code}` en ese momento.',
      },
    },
  },
  ShareSettledEvent: {
    type: 'object',
    required: ['share', 'settlement'],
    properties: {
      share: {
        type: 'object',
        required: ['orderCode', 'commission', 'sharePercent', 'amount', 'accruedAt'],
        properties: {
          orderCode: { type: 'string' },
          commission: { ...amount, description: 'La comisión de la orden, de la que tu parte sale.' },
          sharePercent: { type: 'string', examples: ['30.00'] },
          amount: { ...amount, description: 'Tu parte, en soles.' },
          accruedAt: { type: 'string', format: 'date-time' },
        },
      },
      settlement: {
        type: 'object',
        required: ['id', 'periodFrom', 'periodTo', 'operationNumber', 'settledAt'],
        properties: {
          id,
          periodFrom: { type: 'string', format: 'date' },
          periodTo: { type: 'string', format: 'date' },
          operationNumber: { type: 'string', description: 'El número de operación de la transferencia.' },
          settledAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
  TestEvent: {
    type: 'object',
    required: ['endpointId', 'message'],
    properties: { endpointId: id, message: { type: 'string' } },
  },
  WebhookEndpoint: {
    type: 'object',
    required: ['id', 'url', 'events', 'createdAt', 'previousSecretExpiresAt'],
    properties: {
      id,
      url: { type: 'string' },
      events: { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } },
      createdAt: { type: 'string', format: 'date-time' },
      previousSecretExpiresAt: {
        ...nullable('string'),
        format: 'date-time',
        description: 'Hasta entonces las entregas llevan también la firma del secreto anterior.',
      },
    },
  },
  WebhookDelivery: {
    type: 'object',
    required: [
      'id',
      'eventId',
      'eventType',
      'state',
      'manual',
      'sandbox',
      'attempts',
      'createdAt',
      'lastAttemptAt',
      'responseStatus',
      'responseBody',
      'error',
      'payload',
    ],
    properties: {
      id,
      eventId: { type: 'string', description: 'El `webhook-id` de cada envío.' },
      eventType: { type: 'string', examples: ['order.paid'] },
      state: { type: 'string', enum: [...WEBHOOK_DELIVERY_STATES] },
      manual: { type: 'boolean', description: 'Un reenvío que pediste.' },
      sandbox: { type: 'boolean', description: 'Un evento de una orden de pruebas.' },
      attempts: { type: 'integer', minimum: 0 },
      createdAt: { type: 'string', format: 'date-time' },
      lastAttemptAt: { ...nullable('string'), format: 'date-time' },
      responseStatus: nullable('integer'),
      responseBody: { ...nullable('string'), description: 'Los primeros 2 KB de la respuesta.' },
      error: nullable('string'),
      payload: { type: 'object', description: 'El cuerpo enviado.' },
    },
  },
  WebhookDeliveryPage: {
    type: 'object',
    required: ['items', 'nextCursor'],
    properties: {
      items: { type: 'array', items: ref('WebhookDelivery') },
      nextCursor: nullable('string'),
    },
  },
};
