// The partner API's OpenAPI schemas (`components.schemas`), beside the contract's schemas they describe: the
// orders, banks and errors here, the webhooks' in openapi-webhook-schemas.ts.
import { FUNDS_ORIGINS, PARTNER_LINK_STATES, SANDBOX_ACTIONS } from '@cambix/contract';
import { amount, fundsOrigins, id, nullable, ref, statusCodes, statusList } from './openapi-parts.ts';
import { webhookSchemas } from './openapi-webhook-schemas.ts';

/** What an order costs and pays, as an order and a quote both carry it (the contract's `partnerOrderPrice`). */
const PRICE_FIELDS = [
  'kind',
  'sendCurrency',
  'currency',
  'sendAmount',
  'finalFee',
  'receiveAmount',
  'exchange',
];
const priceProperties = {
  kind: { type: 'string', enum: ['saldo', 'divisas'] },
  sendCurrency: { type: 'string', enum: ['PEN', 'USD'], description: 'La moneda en que paga el cliente.' },
  currency: { type: 'string', enum: ['PEN', 'USD'], description: 'La moneda en que recibe el cliente.' },
  sendAmount: amount,
  finalFee: amount,
  receiveAmount: amount,
  exchange: {
    oneOf: [ref('Exchange'), { type: 'null' }],
    description: 'Solo en dólares; `null` en un cambio de saldo.',
  },
};

export const openApiSchemas = {
  Bank: {
    type: 'object',
    required: [
      'id',
      'code',
      'name',
      'shortName',
      'color',
      'logoUrl',
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
          documentType: { type: 'string', enum: ['DNI', 'CE', 'PASAPORTE'] },
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
            description: 'Un `id` de los `accountTypes` de ese banco; el número de cuenta tiene su largo.',
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
        description: 'El banco desde el que pagará el cliente: un `id` de `GET /api/partner-api/v1/banks`.',
      },
      sendAmount: {
        ...amount,
        description: 'Lo que paga el cliente: soles en un cambio de saldo y en `venta`, dólares en `compra`.',
      },
      kind: {
        type: 'string',
        enum: ['saldo', 'divisas'],
        // No `default` keyword, here or below: openapi-typescript would make the field required in a request.
        description:
          '`saldo` (si no se indica): cambio de saldo en soles con tu comisión. `divisas`: el cliente compra o vende dólares al tipo de cambio que Cambix da a sus clientes, sin comisión, bloqueado por el tiempo de bloqueo; pasado ese tiempo el link ya no finaliza la orden.',
      },
      direction: {
        type: 'string',
        enum: ['compra', 'venta'],
        description:
          'Solo con `divisas`, desde el lado de Cambix: `compra` el cliente nos vende dólares (paga USD, recibe soles); `venta` el cliente nos compra dólares (paga soles, recibe USD). La cuenta de destino está en la moneda que recibe.',
      },
      fundsOrigin: {
        type: 'string',
        enum: Object.keys(FUNDS_ORIGINS),
        description: `El origen de los fondos del cliente: ${fundsOrigins}.`,
      },
      fundsOriginDetail: {
        type: 'string',
        maxLength: 200,
        description: 'De dónde vienen los fondos; obligatorio con `otro` (3 caracteres o más).',
      },
      factura: {
        ...ref('FacturaBuyer'),
        description:
          'Solo si tu cliente quiere factura en vez de boleta: el RUC y la razón social a cuyo nombre sale. Sin este campo, la orden lleva boleta.',
      },
    },
  },
  FacturaBuyer: {
    type: 'object',
    description:
      'A nombre de quién sale la factura por la comisión: se emite al terminar la orden, en la serie F del banco de pago (F001 para B001).',
    required: ['ruc', 'razonSocial'],
    properties: {
      ruc: {
        type: 'string',
        pattern: '^(10|15|16|17|20)\\d{9}$',
        examples: ['20100047218'],
        description:
          '11 dígitos: empieza con 10, 15, 16, 17 o 20 y el último es el dígito de control de SUNAT (módulo 11).',
      },
      razonSocial: {
        type: 'string',
        minLength: 3,
        maxLength: 200,
        examples: ['Importaciones Ñandú S.A.C.'],
        description: 'Como figura en SUNAT.',
      },
    },
  },
  Exchange: {
    type: 'object',
    description:
      'Una orden en dólares: el sentido, el tipo de cambio (soles por dólar) y hasta cuándo se mantiene (`lockedUntil`). Con `indicative` el tipo de cambio es referencial (`lockedUntil` nulo): el socio dejó vencer sin pagar demasiadas órdenes en dólares, y se fija al tipo de cambio vigente cuando el cliente finaliza.',
    required: [
      'direction',
      'sendCurrency',
      'receiveCurrency',
      'rate',
      'usdAmount',
      'penAmount',
      'spread',
      'rateId',
      'lockedUntil',
      'indicative',
    ],
    properties: {
      direction: { type: 'string', enum: ['compra', 'venta'] },
      sendCurrency: { type: 'string', enum: ['PEN', 'USD'] },
      receiveCurrency: { type: 'string', enum: ['PEN', 'USD'] },
      rate: { type: 'string', examples: ['3.7420'] },
      usdAmount: amount,
      penAmount: amount,
      spread: amount,
      rateId: id,
      lockedUntil: { ...nullable('string'), format: 'date-time' },
      indicative: { type: 'boolean' },
    },
  },
  SandboxMoveRequest: {
    type: 'object',
    required: ['action'],
    properties: {
      action: { type: 'string', enum: [...SANDBOX_ACTIONS] },
      note: {
        type: 'string',
        minLength: 1,
        maxLength: 300,
        description: 'En `observe` y `reject`: lo que se le dice a tu cliente (si no, un texto de prueba).',
      },
    },
  },
  QuoteRequest: {
    type: 'object',
    required: ['paymentBankId', 'sendAmount'],
    properties: {
      kind: {
        type: 'string',
        enum: ['saldo', 'divisas'],
        description:
          'Cambio de saldo (con tu comisión; si no se indica) o dólares (al tipo de cambio de Cambix).',
      },
      direction: {
        type: 'string',
        enum: ['compra', 'venta'],
        description: 'Solo en dólares: `compra` el cliente nos vende dólares, `venta` nos los compra.',
      },
      paymentBankId: { ...id, description: 'El banco desde el que pagará el cliente.' },
      sendAmount: { ...amount, description: 'Lo que pagará el cliente, en la moneda en que paga.' },
      destinationBankId: {
        ...id,
        description:
          'Cambio de saldo: el banco de la cuenta de destino; si no es el de pago, puede sumar la comisión interbancaria.',
      },
    },
  },
  Quote: {
    type: 'object',
    required: PRICE_FIELDS,
    properties: {
      ...priceProperties,
      exchange: {
        oneOf: [ref('Exchange'), { type: 'null' }],
        description: 'Solo en dólares: el tipo de cambio y el bloqueo que tendría la orden creada ahora.',
      },
    },
  },
  Order: {
    type: 'object',
    required: [
      'code',
      'status',
      'client',
      ...PRICE_FIELDS,
      'paymentBank',
      'destination',
      'createdAt',
      'finalizedAt',
      'paidOutAt',
      'note',
      'link',
      'fundsOrigin',
      'fundsOriginDetail',
      'declarationRequired',
      'declarationSignedAt',
      'factura',
      'share',
    ],
    properties: {
      code: { type: 'string' },
      status: { type: 'integer', enum: statusCodes, description: statusList },
      client: {
        type: 'object',
        required: ['name', 'documentType', 'documentNumber', 'email', 'phone'],
        properties: {
          name: { type: 'string' },
          documentType: { type: 'string' },
          documentNumber: { type: 'string' },
          email: nullable('string'),
          phone: nullable('string'),
        },
      },
      ...priceProperties,
      paymentBank: {
        type: 'object',
        required: ['id', 'code', 'name', 'shortName', 'color'],
        properties: {
          id,
          code: { type: 'string' },
          name: { type: 'string' },
          shortName: { type: 'string' },
          color: { type: 'string', description: 'El color del banco, para mostrarlo.' },
        },
      },
      destination: {
        type: 'object',
        required: ['bankName', 'accountNumber', 'cci'],
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
      factura: {
        oneOf: [ref('FacturaBuyer'), { type: 'null' }],
        description:
          'A nombre de quién sale la factura de la orden; `null` si la orden lleva boleta (no se pidió factura al crearla).',
      },
      link: {
        type: 'object',
        description: 'El link que el cliente abre para pagar y finalizar.',
        required: ['code', 'url', 'state', 'expiresAt'],
        properties: {
          code: { type: 'string' },
          url: { type: 'string', format: 'uri' },
          state: { type: 'string', enum: [...PARTNER_LINK_STATES] },
          expiresAt: { type: 'string', format: 'date-time' },
        },
      },
      share: {
        type: ['object', 'null'],
        description: 'Tu comisión, cuando la orden terminó.',
        required: ['amount', 'settled'],
        properties: { amount, settled: { type: 'boolean' } },
      },
    },
  },
  ...webhookSchemas,
  Failure: {
    type: 'object',
    required: ['success', 'code', 'message'],
    properties: {
      success: { const: false },
      code: { type: 'string', examples: ['PARTNER_API_KEY_INVALID'] },
      message: { type: 'string' },
      data: {
        type: 'object',
        properties: {
          fields: {
            type: 'object',
            description:
              'Cuando un dato no es válido: el mensaje de cada campo, con su JSON pointer (RFC 6901) en la solicitud como clave, por ejemplo `/client/documentNumber`; `""` es la solicitud entera.',
            additionalProperties: { type: 'string' },
            examples: [{ '/client/documentNumber': 'El DNI tiene 8 dígitos.' }],
          },
        },
      },
    },
  },
};
