import { adminOrderEndpoints, STAFF_ORDER_ACTIONS } from '@cambix/contract';
import { adminOrderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { approvePayment } from './approve-payment.ts';
import { cancelOrder } from './cancel-order.ts';
import { observeOrder } from './observe-order.ts';
import { payOutOrder } from './pay-out-order.ts';
import { rejectPayment } from './reject-payment.ts';

const editOf = (action: keyof typeof STAFF_ORDER_ACTIONS) =>
  access.module(STAFF_ORDER_ACTIONS[action].module, 'edit');

/** The staff transitions of an order (domain.md 5): approve, reject, pay out, observe, cancel. */
export function registerOrderPipelineRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, adminOrderEndpoints.approve, adminOrderSchemas.approve, {
    access: editOf('approve'),
    handler: async ({ params, body, actor }) =>
      withMessage(await approvePayment(ctx, actor(), params.orderId, body), 'Pago aprobado.'),
  });

  defineRoute(app, ctx, adminOrderEndpoints.reject, adminOrderSchemas.reject, {
    access: editOf('reject'),
    handler: async ({ params, body, actor }) =>
      withMessage(
        await rejectPayment(ctx, actor(), params.orderId, body.reason),
        'Pago rechazado. Avisamos al cliente.',
      ),
  });

  defineRoute(app, ctx, adminOrderEndpoints.payout, adminOrderSchemas.payout, {
    access: editOf('payout'),
    handler: async ({ params, request, actor }) =>
      withMessage(
        await payOutOrder(ctx, actor(), params.orderId, await readMultipart(request)),
        'Orden pagada. Emitimos la boleta y avisamos al cliente.',
      ),
  });

  defineRoute(app, ctx, adminOrderEndpoints.observe, adminOrderSchemas.observe, {
    access: editOf('observe'),
    handler: async ({ params, body, actor }) =>
      withMessage(
        await observeOrder(ctx, actor(), params.orderId, body.note),
        'Orden observada. Enviamos al cliente un link para corregirla.',
      ),
  });

  defineRoute(app, ctx, adminOrderEndpoints.cancel, adminOrderSchemas.cancel, {
    access: editOf('cancel'),
    handler: async ({ params, body, actor }) =>
      withMessage(
        await cancelOrder(ctx, actor(), params.orderId, body.reason),
        'Orden anulada. Avisamos al cliente.',
      ),
  });
}
