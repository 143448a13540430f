import {
  LATEST_PARTNER_API_VERSION,
  PARTNER_API_KEY_PREFIX,
  PARTNER_API_TEST_KEY_PREFIX,
  partnerApiEndpoints,
} from '@cambix/contract';
import { FAILED_KEY_CHECKS } from './failed-key-limit.ts';
import { orderPaths } from './openapi-order-paths.ts';
import { SANDBOX_INTRO, sandboxPaths } from './openapi-sandbox-paths.ts';
import { openApiSchemas } from './openapi-schemas.ts';
import { CHANGELOG, VERSIONS_INTRO, versionParameter, withVersionParameter } from './openapi-versions.ts';
import { webhookPaths } from './openapi-webhook-paths.ts';
import { webhookOperations } from './openapi-webhooks.ts';

/**
 * The OpenAPI 3.1 document of the partner API (docs/rules/partners.md#partner-api), written by hand beside the
 * contract's schemas it describes; the event catalogue and its signatures are in `webhooks`.
 */
export function partnerApiDocument(appUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cambix — API para socios',
      version: LATEST_PARTNER_API_VERSION,
      license: { name: 'Uso según tu convenio de socio con Cambix', url: `${appUrl}/terminos` },
      description: [
        'Crea órdenes para tus clientes y consulta su estado desde tu propio sistema.',
        `Autentícate con tu clave de API: \`Authorization: Bearer ${PARTNER_API_KEY_PREFIX}…\`. La creas y la revocas en Cambix, módulo Terceros; se muestra una sola vez. Una clave revocada se rechaza desde la siguiente solicitud. Tras ${FAILED_KEY_CHECKS.max} claves rechazadas desde una misma dirección en ${FAILED_KEY_CHECKS.windowMs / 60_000} minutos, esa dirección recibe 429 en toda solicitud (también con una clave válida) hasta que pasen esos minutos.`,
        'Cada respuesta viaja en un sobre: `{ success: true, data, message }` o, si se rechaza, `{ success: false, code, message, data? }` con un código estable, un mensaje en español y, cuando un dato no es válido, `data.fields`: el mensaje de cada campo bajo su JSON pointer (`/client/documentNumber`).',
        'Los montos son textos decimales con hasta dos decimales, en la moneda que indica la orden (`sendCurrency` lo que paga el cliente, `currency` lo que recibe; soles en un cambio de saldo); las fechas, ISO 8601 en UTC.',
        SANDBOX_INTRO,
        VERSIONS_INTRO,
        CHANGELOG,
      ].join('\n\n'),
    },
    externalDocs: {
      description: 'Guía para desarrolladores: inicio rápido, webhooks, idempotencia, versiones y errores.',
      url: `${appUrl}${partnerApiEndpoints.guide.path}`,
    },
    servers: [{ url: appUrl }],
    security: [{ apiKey: [] }],
    paths: withVersionParameter({ ...orderPaths, ...sandboxPaths, ...webhookPaths }),
    webhooks: webhookOperations,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `Tu clave de API (\`${PARTNER_API_KEY_PREFIX}…\`, o \`${PARTNER_API_TEST_KEY_PREFIX}…\` de pruebas).`,
        },
      },
      parameters: { CambixVersion: versionParameter },
      schemas: openApiSchemas,
    },
  };
}
