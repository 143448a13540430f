// The partner API's paths for orders: list, create, quote, read and cancel them, and the bank catalogue.
import { IDEMPOTENT_ANSWER_MS } from '../partners-orders/index.ts';
import { failure, ref, statusCodes, statusList, success, tooMany, unauthorized } from './openapi-parts.ts';

const IDEMPOTENCY = `La misma \`Idempotency-Key\` con la misma solicitud no crea otra orden: durante ${IDEMPOTENT_ANSWER_MS / 3_600_000} horas responde exactamente lo que respondió la primera vez; después, la orden como está ahora. La clave queda ligada a su orden: con otros datos se rechaza con 422 \`PARTNER_IDEMPOTENCY_KEY_REUSED\`, también pasadas esas horas.`;

const orderCode = {
  name: 'code',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[2-9A-HJ-NP-Z]{8}$' },
};

const notFound = failure('No hay una orden tuya con ese código (`ORDER_NOT_FOUND`).');

export const orderPaths = {
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
          schema: { type: 'integer', minimum: 1, maximum: 100 },
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
      parameters: [orderCode],
      responses: {
        '200': success(ref('Order'), 'La orden.'),
        '401': unauthorized,
        '404': notFound,
        '429': tooMany,
      },
    },
  },
  '/api/partner-api/v1/orders/{code}/cancel': {
    post: {
      operationId: 'cancelOrder',
      summary: 'Cancela una orden que tu cliente aún no finaliza',
      description:
        'Solo una orden TEMPORAL y vigente: su link deja de servir (`link.state: vencida`) y enviamos `order.cancelled`. Una orden finalizada ya no se cancela por aquí: escríbenos.',
      parameters: [orderCode],
      responses: {
        '200': success(ref('Order'), 'La orden cancelada: sigue en estado 0, con su link vencido.'),
        '401': unauthorized,
        '404': notFound,
        '409': failure('Tu cliente ya la finalizó (`ORDER_NOT_EDITABLE`).'),
        '410': failure('Ya venció o ya la cancelaste (`ORDER_EXPIRED`).'),
        '429': tooMany,
      },
    },
  },
  '/api/partner-api/v1/quotes': {
    post: {
      operationId: 'quoteOrder',
      summary: 'Cotiza una orden antes de crearla',
      description:
        'Lo que pagaría y recibiría tu cliente si creas la orden ahora: el mismo cálculo que la creación (tu comisión en un cambio de saldo; en dólares, el tipo de cambio de Cambix y hasta cuándo lo bloquearía la orden). No guarda nada: la orden se vuelve a calcular al crearla, y el tipo de cambio puede cambiar entre una y otra.',
      requestBody: { required: true, content: { 'application/json': { schema: ref('QuoteRequest') } } },
      responses: {
        '200': success(ref('Quote'), 'La cotización.'),
        '400': failure(
          'Datos no válidos (`VALIDATION_FAILED`) o un monto fuera de los límites (`QUOTE_BELOW_MIN`, `EXCHANGE_BELOW_MIN`, `EXCHANGE_ABOVE_MAX`…).',
        ),
        '401': unauthorized,
        '409': failure(
          'Las operaciones en dólares están cerradas (`DIVISAS_CLOSED`, `DIVISAS_DISABLED`) o sin tipo de cambio publicado (`RATES_NOT_PUBLISHED`), o tu cuenta de socio está inactiva (`PARTNER_INACTIVE`).',
        ),
        '429': tooMany,
      },
    },
  },
};
