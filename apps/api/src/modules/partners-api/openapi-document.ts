import {
  FUNDS_ORIGINS,
  MONEY_TEXT,
  ORDER_STATUS_NAMES,
  PARTNER_API_KEY_PREFIX,
  PARTNER_LINK_STATES,
  PARTNER_WEBHOOK_SIGNATURE_HEADER,
} from '@cambix/contract';
import { IDEMPOTENT_ANSWER_MS } from '../partners-orders/index.ts';
import { WEBHOOK_RETRIES, WEBHOOK_RETRY_SECONDS } from './deliver-webhooks.ts';
import { FAILED_KEY_CHECKS } from './failed-key-limit.ts';

const amount = { type: 'string', pattern: MONEY_TEXT.source, examples: ['1500.00'] };
const id = { type: 'integer', minimum: 1 };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const nullable = (type: string) => ({ type: [type, 'null'] });
const statusCodes = Object.keys(ORDER_STATUS_NAMES).map(Number);
const statusList = Object.entries(ORDER_STATUS_NAMES)
  .map(([code, name]) => `${code} ${name}`)
  .join(', ');

const fundsOrigins = Object.entries(FUNDS_ORIGINS)
  .map(([code, name]) => `\`${code}\` ${name}`)
  .join(', ');

const IDEMPOTENCY = `La misma \`Idempotency-Key\` con la misma solicitud no crea otra orden: durante ${IDEMPOTENT_ANSWER_MS / 3_600_000} horas responde exactamente lo que respondió la primera vez; después, la orden como está ahora. La clave queda ligada a su orden: con otros datos se rechaza con 422 \`PARTNER_IDEMPOTENCY_KEY_REUSED\`, también pasadas esas horas.`;

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Failure') } },
});

const tooMany = {
  ...failure(
    'Demasiadas solicitudes con esta clave (`RATE_LIMITED`), o demasiadas claves rechazadas desde tu dirección (`PARTNER_API_KEY_THROTTLED`, incluso con una clave válida). Espera los segundos que indica `Retry-After`.',
  ),
  headers: { 'Retry-After': { description: 'Segundos de espera.', schema: { type: 'integer', minimum: 1 } } },
};

/** What @fastify/rate-limit sends on every answer of a limited route: the key's allowance in its minute. */
const rateLimitHeaders = {
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

const unauthorized = {
  ...failure('Clave de API ausente, no válida o revocada (`PARTNER_API_KEY_INVALID`).'),
  headers: {
    'WWW-Authenticate': {
      description: 'El esquema de la credencial: `Bearer realm="cambix"`.',
      schema: { type: 'string' },
    },
  },
};

const success = (schema: object, description: string) => ({
  description,
  headers: rateLimitHeaders,
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

/**
 * The OpenAPI 3.1 document of the partner API (docs/rules/partners.md#partner-api), written by hand beside the
 * contract's schemas it describes; the webhook and its signature are in `webhooks`.
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
    },
    webhooks: {
      'order.status_changed': {
        post: {
          summary: 'El estado de una de tus órdenes cambió',
          description: [
            'Se envía a la URL https de tu webhook, firmado con tu secreto (se muestra una vez, al guardar el webhook). El nombre del servidor debe resolver solo a direcciones públicas: se comprueba al guardar y otra vez antes de cada envío, y nos conectamos solo a la dirección comprobada.',
            `Cabecera \`${PARTNER_WEBHOOK_SIGNATURE_HEADER}: t=<segundos unix>,v1=<hex>\`, donde \`v1\` es HMAC-SHA256 con tu secreto de \`"<t>.<cuerpo>"\` (el cuerpo tal como llegó). Compáralo en tiempo constante y rechaza un \`t\` de hace más de 5 minutos.`,
            `Responde 2xx en menos de 5 segundos. Si no, reintentamos hasta ${WEBHOOK_RETRIES} veces, cada espera el doble de la anterior (la primera, de ${WEBHOOK_RETRY_SECONDS / 60} a ${(2 * WEBHOOK_RETRY_SECONDS) / 60} minutos), y luego lo damos por fallido. Puede llegar más de una vez: usa \`X-Cambix-Delivery\` para reconocerlo.`,
          ].join('\n\n'),
          parameters: [
            {
              name: PARTNER_WEBHOOK_SIGNATURE_HEADER,
              in: 'header',
              required: true,
              schema: { type: 'string' },
            },
            {
              name: 'X-Cambix-Event',
              in: 'header',
              required: true,
              schema: { const: 'order.status_changed' },
            },
            { name: 'X-Cambix-Delivery', in: 'header', required: true, schema: { type: 'string' } },
          ],
          requestBody: { content: { 'application/json': { schema: ref('StatusChanged') } } },
          responses: { '200': { description: 'Recibido.' } },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `Tu clave de API (\`${PARTNER_API_KEY_PREFIX}…\`).`,
        },
      },
      schemas: {
        Bank: {
          type: 'object',
          required: [
            'id',
            'code',
            'name',
            'shortName',
            'maxOrderAmount',
            'hasCollectionAccount',
            'accountTypes',
          ],
          properties: {
            id,
            code: { type: 'string', description: 'Los 3 dígitos con que empieza su CCI.' },
            name: { type: 'string' },
            shortName: { type: 'string' },
            color: { type: 'string' },
            logoUrl: nullable('string'),
            maxOrderAmount: {
              ...nullable('string'),
              description: 'El monto máximo por orden en soles, o `null` sin máximo.',
            },
            hasCollectionAccount: {
              type: 'boolean',
              description: 'Cambix tiene cuenta en este banco: el CCI del cliente es opcional.',
            },
            accountTypes: { type: 'array', items: ref('AccountType') },
          },
        },
        AccountType: {
          type: 'object',
          required: ['id', 'code', 'name', 'minLength', 'maxLength'],
          properties: {
            id,
            code: { type: 'string' },
            name: { type: 'string' },
            minLength: { type: 'integer', description: 'Dígitos mínimos del número de cuenta.' },
            maxLength: { type: 'integer', description: 'Dígitos máximos del número de cuenta.' },
          },
        },
        OrderPage: {
          type: 'object',
          required: ['items', 'nextCursor'],
          properties: {
            items: { type: 'array', items: ref('Order') },
            nextCursor: {
              ...nullable('string'),
              description: 'El `cursor` de la página siguiente; `null` en la última.',
            },
          },
        },
        OrderRequest: {
          type: 'object',
          required: ['client', 'destination', 'paymentBankId', 'sendAmount', 'fundsOrigin'],
          properties: {
            client: {
              type: 'object',
              description: 'Tu cliente: no necesita una cuenta en Cambix. Indica su correo o su celular.',
              required: ['documentType', 'documentNumber', 'nombres', 'apellidoPaterno'],
              properties: {
                documentType: { enum: ['DNI', 'CE', 'PASAPORTE'] },
                documentNumber: { type: 'string' },
                nombres: { type: 'string' },
                apellidoPaterno: { type: 'string' },
                apellidoMaterno: nullable('string'),
                nationality: {
                  ...nullable('string'),
                  description:
                    'Nacionalidad, código ISO 3166-1 de dos letras (por ejemplo VE). Obligatoria con CE o PASAPORTE; con DNI es PE.',
                },
                email: nullable('string'),
                phone: { ...nullable('string'), description: 'Celular de 9 dígitos.' },
              },
            },
            destination: {
              type: 'object',
              description: 'La cuenta del cliente que recibe el dinero; el titular es el cliente.',
              required: ['bankId', 'accountTypeId', 'accountNumber'],
              properties: {
                bankId: { ...id, description: 'Un `id` de `GET /api/partner-api/v1/banks`.' },
                accountTypeId: {
                  ...id,
                  description:
                    'Un `id` de los `accountTypes` de ese banco; el número de cuenta tiene su largo.',
                },
                accountNumber: { type: 'string' },
                cci: {
                  ...nullable('string'),
                  description: 'CCI de 20 dígitos; obligatorio para otro banco.',
                },
              },
            },
            paymentBankId: {
              ...id,
              description:
                'El banco desde el que pagará el cliente: un `id` de `GET /api/partner-api/v1/banks`.',
            },
            sendAmount: {
              ...amount,
              description:
                'Lo que paga el cliente: soles en un cambio de saldo y en `venta`, dólares en `compra`.',
            },
            kind: {
              enum: ['saldo', 'divisas'],
              default: 'saldo',
              description:
                '`saldo`: cambio de saldo en soles con tu comisión. `divisas`: el cliente compra o vende dólares al tipo de cambio que Cambix da a sus clientes, sin comisión, bloqueado por el tiempo de bloqueo; pasado ese tiempo el link ya no finaliza la orden.',
            },
            direction: {
              enum: ['compra', 'venta'],
              description:
                'Solo con `divisas`, desde el lado de Cambix: `compra` el cliente nos vende dólares (paga USD, recibe soles); `venta` el cliente nos compra dólares (paga soles, recibe USD). La cuenta de destino está en la moneda que recibe.',
            },
            fundsOrigin: {
              enum: Object.keys(FUNDS_ORIGINS),
              description: `El origen de los fondos del cliente: ${fundsOrigins}.`,
            },
            fundsOriginDetail: {
              type: 'string',
              maxLength: 200,
              description: 'De dónde vienen los fondos; obligatorio con `otro` (3 caracteres o más).',
            },
          },
        },
        Order: {
          type: 'object',
          properties: {
            code: { type: 'string' },
            status: { enum: statusCodes, description: statusList },
            client: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                documentType: { type: 'string' },
                documentNumber: { type: 'string' },
                email: nullable('string'),
                phone: nullable('string'),
              },
            },
            kind: { enum: ['saldo', 'divisas'] },
            sendCurrency: { enum: ['PEN', 'USD'], description: 'La moneda en que paga el cliente.' },
            currency: { enum: ['PEN', 'USD'], description: 'La moneda en que recibe el cliente.' },
            sendAmount: amount,
            finalFee: amount,
            receiveAmount: amount,
            exchange: {
              type: ['object', 'null'],
              description:
                'Solo en dólares: el sentido, el tipo de cambio (soles por dólar) y hasta cuándo se mantiene (`lockedUntil`).',
              properties: {
                direction: { enum: ['compra', 'venta'] },
                sendCurrency: { enum: ['PEN', 'USD'] },
                receiveCurrency: { enum: ['PEN', 'USD'] },
                rate: { type: 'string', examples: ['3.7420'] },
                usdAmount: amount,
                penAmount: amount,
                spread: amount,
                rateId: id,
                lockedUntil: { type: 'string', format: 'date-time' },
              },
            },
            paymentBank: {
              type: 'object',
              properties: { id, code: { type: 'string' }, name: { type: 'string' } },
            },
            destination: {
              type: 'object',
              properties: {
                bankName: { type: 'string' },
                accountNumber: { type: 'string' },
                cci: nullable('string'),
              },
            },
            createdAt: { type: 'string', format: 'date-time' },
            finalizedAt: { ...nullable('string'), format: 'date-time' },
            paidOutAt: { ...nullable('string'), format: 'date-time' },
            note: {
              ...nullable('string'),
              description: 'Para una orden observada o fallida: lo que el cliente debe saber.',
            },
            fundsOrigin: nullable('string'),
            fundsOriginDetail: nullable('string'),
            declarationRequired: {
              type: 'boolean',
              description:
                'La orden alcanza el umbral de la declaración jurada de origen de fondos: el cliente la firma con su nombre completo en el link antes de finalizar.',
            },
            declarationSignedAt: {
              ...nullable('string'),
              format: 'date-time',
              description: 'Cuándo el cliente firmó la declaración jurada.',
            },
            link: {
              type: 'object',
              description: 'El link que el cliente abre para pagar y finalizar.',
              properties: {
                code: { type: 'string' },
                url: { type: 'string', format: 'uri' },
                state: { enum: [...PARTNER_LINK_STATES] },
                expiresAt: { type: 'string', format: 'date-time' },
              },
            },
            share: {
              type: ['object', 'null'],
              description: 'Tu comisión, cuando la orden terminó.',
              properties: { amount, settled: { type: 'boolean' } },
            },
          },
        },
        StatusChanged: {
          type: 'object',
          required: ['event', 'order', 'at'],
          properties: {
            event: { const: 'order.status_changed' },
            order: {
              type: 'object',
              properties: {
                code: { type: 'string' },
                status: { enum: statusCodes, description: statusList },
                statusName: { type: 'string', examples: ['Terminada'] },
              },
            },
            at: { type: 'string', format: 'date-time' },
          },
        },
        Failure: {
          type: 'object',
          required: ['success', 'code', 'message'],
          properties: {
            success: { const: false },
            code: { type: 'string', examples: ['PARTNER_API_KEY_INVALID'] },
            message: { type: 'string' },
            data: {
              type: 'object',
              properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
}
