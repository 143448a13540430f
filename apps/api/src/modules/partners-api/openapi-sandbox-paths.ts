// The partner API's sandbox in its OpenAPI document: test keys, and the path that moves their orders
// (docs/rules/partners.md#sandbox).
import { PARTNER_API_TEST_KEY_PREFIX } from '@cambix/contract';
import { failure, ref, success, tooMany, unauthorized } from './openapi-parts.ts';
import { SANDBOX_ORDER_DAYS } from '../../platform/retention-periods.ts';

export const SANDBOX_INTRO = `Pruebas (sandbox): una clave \`${PARTNER_API_TEST_KEY_PREFIX}…\`, creada en Terceros como clave de pruebas, usa las mismas operaciones con órdenes de prueba: se calculan y responden como las reales, pero no mueven dinero, no las ve nadie en Cambix y nunca se mezclan con las reales (una clave real no encuentra una orden de prueba, ni al revés). Una orden de prueba no vence sola (se borra ${SANDBOX_ORDER_DAYS} días después de su último paso): la mueves con \`POST /orders/{code}/simulate\`, y cada paso envía su evento a tus mismos endpoints con \`"sandbox": true\` en el cuerpo.`;

export const sandboxPaths = {
  '/api/partner-api/v1/orders/{code}/simulate': {
    post: {
      operationId: 'simulateOrder',
      summary: 'Mueve una orden de prueba como lo harían tu cliente o Cambix',
      description: [
        'Solo con una clave de pruebas. Cada acción es un paso de una orden real, solo desde el estado que ese paso deja, y envía su evento:',
        '- `finalize`: tu cliente pagó y finalizó (0 → 1, `order.finalized`).',
        '- `pay`: confirmamos el pago (1 → 3, `order.paid`); `reject`: lo rechazamos (1 → 2, `order.cancelled`, con `note`).',
        '- `observe`: la transferencia al cliente quedó observada (3 → 4, `order.observed`, con `note`); `correct`: se corrigió (4 → 3, `order.corrected`).',
        '- `pay_out`: transferimos al cliente (3 → 5, `order.paid_out`).',
        '- `expire`: venció sin pago (sigue en 0 con el link vencido, `order.expired`).',
      ].join('\n'),
      parameters: [
        {
          name: 'code',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[2-9A-HJ-NP-Z]{8}$' },
        },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: ref('SandboxMoveRequest') } } },
      responses: {
        '200': success(ref('Order'), 'La orden de prueba tras el paso.'),
        '400': failure('Una acción que no existe, o una nota vacía o de más de 300 caracteres.'),
        '401': unauthorized,
        '403': failure(
          'La clave es real (`PARTNER_SANDBOX_ONLY`): las órdenes reales solo las mueven tu cliente y Cambix.',
        ),
        '404': failure('No hay una orden de prueba tuya con ese código (`ORDER_NOT_FOUND`).'),
        '409': failure('La orden no está en el estado que ese paso deja (`PARTNER_SANDBOX_MOVE_REFUSED`).'),
        '410': failure('La orden ya venció o la cancelaste (`ORDER_EXPIRED`).'),
        '429': tooMany,
      },
    },
  },
};
