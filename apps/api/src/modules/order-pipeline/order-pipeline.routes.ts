import { adminOrderEndpoints, type AdminOrder, type StaffOrderAction } from '@cambix/contract';
import { adminOrderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage, type HandlerInput } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { approvePayment } from './approve-payment.ts';
import { cancelOrder } from './cancel-order.ts';
import { observeOrder } from './observe-order.ts';
import { payOutOrder } from './pay-out-order.ts';
import { rejectPayment } from './reject-payment.ts';

/** An action's schemas; every action answers the order as staff now see it. */
interface ActionSchemas<A extends StaffOrderAction> {
  params: typeof adminOrderSchemas.get.params;
  body: (typeof adminOrderSchemas)[A] extends { body: infer B extends ZodType } ? B : undefined;
  response: typeof adminOrderSchemas.get.response;
}

/**
 * The staff transitions of an order (docs/rules/statuses.md#transitions): approve, reject, pay out, observe,
 * cancel.
 */
export function registerOrderPipelineRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** One transition: the use case and the toast (edit of the module that owns it is the endpoint's). */
  const transition = <A extends StaffOrderAction>(
    action: A,
    message: string,
    run: (input: HandlerInput<ActionSchemas<A>>) => Promise<AdminOrder>,
  ) =>
    // TypeScript cannot narrow an indexed schema type by a generic key: the cast names what it holds.
    defineRoute(app, ctx, adminOrderEndpoints[action], adminOrderSchemas[action] as ActionSchemas<A>, {
      handler: async (input) => withMessage(await run(input), message),
    });

  transition('approve', 'Pago aprobado.', ({ params, body, actor }) =>
    approvePayment(ctx, actor(), params.orderId, body),
  );
  transition('reject', 'Pago rechazado. Avisamos al cliente.', ({ params, body, actor }) =>
    rejectPayment(ctx, actor(), params.orderId, body.reason),
  );
  transition(
    'payout',
    'Orden pagada. Emitimos la boleta y avisamos al cliente.',
    async ({ params, request, actor }) =>
      payOutOrder(ctx, actor(), params.orderId, await readMultipart(request)),
  );
  transition(
    'observe',
    'Orden observada. Enviamos al cliente un link para corregirla.',
    ({ params, body, actor }) => observeOrder(ctx, actor(), params.orderId, body.note),
  );
  transition('cancel', 'Orden anulada. Avisamos al cliente.', ({ params, body, actor }) =>
    cancelOrder(ctx, actor(), params.orderId, body.reason),
  );
}
