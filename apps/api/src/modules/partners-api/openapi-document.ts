import { PARTNER_API_KEY_PREFIX } from '@cambix/contract';
import { IDEMPOTENT_ANSWER_MS } from '../partners-orders/index.ts';
import { FAILED_KEY_CHECKS } from './failed-key-limit.ts';
import { failure, ref, statusCodes, statusList, success, tooMany, unauthorized } from './openapi-parts.ts';
import { openApiSchemas } from './openapi-schemas.ts';
import { webhookPaths } from './openapi-webhook-paths.ts';
import { webhookOperations } from './openapi-webhooks.ts';

const IDEMPOTENCY = `La misma \`Idempotency-Key\` con la misma solicitud no crea otra orden: durante ${IDEMPOTENT_ANSWER_MS / 3_600_000} horas responde exactamente lo que respondió la primera vez; después, la orden como está ahora. La clave queda ligada a su orden: con otros datos se rechaza con 422 \`PARTNER_IDEMPOTENCY_KEY_REUSED\`, también pasadas esas horas.`;

/**
 * The OpenAPI 3.1 document of the partner API (docs/rules/partners.md#partner-api), written by hand beside the
 * contract's schemas it describes; the event catalogue and its signatures are in `webhooks`.
 */
export function partnerApiDocument(appUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cambix — API para socios',
      version: '1.0.0',
      description: [
        'Crea órdenes para tus clientes y consulta su estado desde tu propio sistema.',
        `Autentícate con tu clave de API: \`Authorization: Bearer ${PARTNER_API_KEY_PREFIX}…\`. La creas y la revocas en Cambix, módulo Terceros; se muestra una sola vez. Una clave revocada se rechaza desde la siguiente solicitud. Tras ${FAILED_KEY_CHECKS.max} claves rechazadas desde una misma dirección en ${FAILED_KEY_CHECKS.windowMs / 60_000} minutos, esa dirección recibe 429 en toda solicitud (también con una clave válida) hasta que pasen esos minutos.`,
        'Cada respuesta viaja en un sobre: `{ success: true, data, message }` o, si se rechaza, `{ success: false, code, message, data? }` con un código estable y, cuando corresponde, `data.fields` con el mensaje de cada campo.',
        'Los montos son textos decimales con hasta dos decimales, en la moneda que indica la orden (`sendCurrency` lo que paga el cliente, `currency` lo que recibe; soles en un cambio de saldo); las fechas, ISO 8601 en UTC.',
      ].join('\n\n'),
    },
    servers: [{ url: appUrl }],
    security: [{ apiKey: [] }],
    paths: {
      '/api/partner-api/v1/orders': {
        get: {
          operationId: 'listOrders',
          summary: 'Lista tus órdenes, de la más nueva a la más antigua, página por página',
          description:
            'Para conciliar, por ejemplo tras un webhook perdido. Cada página trae `nextCursor`: pásalo como `cursor` para la siguiente, sin cambiarlo, con los mismos filtros; es `null` en la última. Una orden creada mientras recorres las páginas queda antes de la primera: ninguna se salta ni se repite.',
          parameters: [
            {
              name: 'limit',
              in: 'query',
              description: 'Órdenes por página: de 1 a 100 (50 si no se indica).',
              schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
            },
            {
              name: 'cursor',
              in: 'query',
              description: 'El `nextCursor` de la página anterior.',
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,200}$' },
            },
            {
              name: 'status',
              in: 'query',
              description: `Solo las órdenes en este estado: ${statusList}.`,
              schema: { type: 'integer', enum: statusCodes },
            },
            {
              name: 'createdSince',
              in: 'query',
              description: 'Creadas en este instante o después (ISO 8601).',
              schema: { type: 'string', format: 'date-time' },
            },
            {
              name: 'createdUntil',
              in: 'query',
              description: 'Creadas antes de este instante (ISO 8601), sin incluirlo.',
              schema: { type: 'string', format: 'date-time' },
            },
            {
              name: 'documentNumber',
              in: 'query',
              description: 'Solo las órdenes del cliente con este número de documento.',
              schema: { type: 'string', maxLength: 20 },
            },
          ],
          responses: {
            '200': success(ref('OrderPage'), 'Una página de tus órdenes.'),
            '400': failure('Un filtro, el límite o el cursor no son válidos (`VALIDATION_FAILED`).'),
            '401': unauthorized,
            '429': tooMany,
          },
        },
        post: {
          operationId: 'createOrder',
          summary: 'Crea una orden para un cliente y su link para finalizarla',
          description:
            'La orden queda TEMPORAL con la comisión del socio o, en dólares (`kind: divisas`), al tipo de cambio de Cambix bloqueado hasta `exchange.lockedUntil`. El cliente la paga y la finaliza desde `link.url`. Indica el origen de los fondos del cliente; cuando el monto alcanza el umbral de la declaración jurada (`declarationRequired`), el cliente la firma con su nombre completo en el link antes de finalizar. Al finalizar se vuelve a revisar el límite mensual del cliente. ' +
            IDEMPOTENCY,
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              description:
                'Una clave por orden: de 8 a 64 letras, números, guiones o guiones bajos. Repite la misma clave solo al reintentar la misma solicitud.',
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: ref('OrderRequest') } } },
          responses: {
            '200': success(ref('Order'), 'La orden creada (o la misma de antes, con la misma clave).'),
            '400': failure(
              'Datos no válidos (`VALIDATION_FAILED`, `QUOTE_BELOW_MIN`…) o sin `Idempotency-Key` (`PARTNER_IDEMPOTENCY_KEY_REQUIRED`).',
            ),
            '401': unauthorized,
            '409': failure('La orden supera el límite mensual del cliente (`LIMIT_EXCEEDED`).'),
            '422': failure(
              'La `Idempotency-Key` ya se usó con otros datos (`PARTNER_IDEMPOTENCY_KEY_REUSED`): no se creó nada.',
            ),
            '429': tooMany,
          },
        },
      },
      '/api/partner-api/v1/banks': {
        get: {
          operationId: 'listBanks',
          summary: 'Los bancos y sus tipos de cuenta, con los ids que usa una orden',
          responses: {
            '200': success({ type: 'array', items: ref('Bank') }, 'Los bancos activos.'),
            '401': unauthorized,
            '429': tooMany,
          },
        },
      },
      '/api/partner-api/v1/orders/{code}': {
        get: {
          operationId: 'getOrder',
          summary: 'Consulta una de tus órdenes por su código',
          parameters: [
            {
              name: 'code',
              in: 'path',
              required: true,
              schema: { type: 'string', pattern: '^[2-9A-HJ-NP-Z]{8}$' },
            },
          ],
          responses: {
            '200': success(ref('Order'), 'La orden.'),
            '401': unauthorized,
            '404': failure('No hay una orden tuya con ese código (`ORDER_NOT_FOUND`).'),
            '429': tooMany,
          },
        },
      },
      ...webhookPaths,
    },
    webhooks: webhookOperations,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `Tu clave de API (\`${PARTNER_API_KEY_PREFIX}…\`).`,
        },
      },
      schemas: openApiSchemas,
    },
  };
}
