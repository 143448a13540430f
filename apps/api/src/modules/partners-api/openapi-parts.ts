// The pieces the partner API's OpenAPI document is written with: field types, envelopes, the answers
// every operation shares.
import {
  CUSTOMER_ORDER_STATUS,
  FUNDS_ORIGINS,
  MONEY_TEXT,
  PARTNER_API_VERSION_HEADER,
} from '@cambix/contract';
import { versionHeader } from './openapi-versions.ts';

export const amount = { type: 'string', pattern: MONEY_TEXT.source, examples: ['1500.00'] };
export const id = { type: 'integer', minimum: 1 };
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (type: string) => ({ type: [type, 'null'] });
export const statusCodes = Object.keys(CUSTOMER_ORDER_STATUS).map(Number);
/** The statuses in the words the partner and its client read (docs/rules/partners.md#status-words). */
export const statusList = Object.entries(CUSTOMER_ORDER_STATUS)
  .map(([code, { name }]) => `${code} ${name}`)
  .join(', ');

export const fundsOrigins = Object.entries(FUNDS_ORIGINS)
  .map(([code, name]) => `\`${code}\` ${name}`)
  .join(', ');

export const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Failure') } },
});

export const tooMany = {
  ...failure(
    'Demasiadas solicitudes con esta clave (`RATE_LIMITED`), o demasiadas claves rechazadas desde tu dirección (`PARTNER_API_KEY_THROTTLED`, incluso con una clave válida). Espera los segundos que indica `Retry-After`.',
  ),
  headers: { 'Retry-After': { description: 'Segundos de espera.', schema: { type: 'integer', minimum: 1 } } },
};

/** What @fastify/rate-limit sends on every answer of a limited route: the key's allowance in its minute. */
export const rateLimitHeaders = {
  'X-RateLimit-Limit': {
    description: 'Solicitudes permitidas por minuto con esta clave.',
    schema: { type: 'integer', minimum: 1 },
  },
  'X-RateLimit-Remaining': {
    description: 'Solicitudes que quedan en el minuto en curso.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Segundos hasta que el minuto en curso termina.',
    schema: { type: 'integer', minimum: 0 },
  },
};

export const unauthorized = {
  ...failure('Clave de API ausente, no válida o revocada (`PARTNER_API_KEY_INVALID`).'),
  headers: {
    'WWW-Authenticate': {
      description: 'El esquema de la credencial: `Bearer realm="cambix"`.',
      schema: { type: 'string' },
    },
  },
};

export const success = (schema: object, description: string) => ({
  description,
  headers: { ...rateLimitHeaders, [PARTNER_API_VERSION_HEADER]: versionHeader },
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['success', 'data', 'message'],
        properties: { success: { const: true }, data: schema, message: { type: 'string' } },
      },
    },
  },
});
