import { orderEndpoints } from '@cambix/contract';
import { orderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { assertLinkOrder } from '../../platform/http/link-session.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { attachVoucher } from './attach-voucher.ts';
import { cancelOrder } from './cancel-order.ts';
import { changeDestination } from './change-destination.ts';
import { createOrder } from './create-order.ts';
import { choosePaymentReference } from './choose-payment-reference.ts';
import { finalizeOrder } from './finalize-order.ts';
import { getActiveOrder, getOrderByCode } from './get-order.ts';
import { getQuote } from './get-quote.ts';
import { listOrders } from './list-orders.ts';
import { requoteOrder } from './requote-order.ts';
import { updateUsedAmount } from './update-used-amount.ts';
import { getLimitAmount, getUsedAmount } from './usage-and-limit.ts';

// What a session bound to an order link may do (decision 070): its link's flow, on its link's order only.
const NEW_ORDER_LINK = { kinds: ['new_order'] } as const;
const onOrderId = { order: ({ params }: { params: { orderId: number } }) => ({ id: params.orderId }) };

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, orderEndpoints.quote, orderSchemas.quote, {
    linkSession: NEW_ORDER_LINK,
    // The amount field asks as the customer types (debounced): generous per address.
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async ({ body, principal }) => getQuote(ctx, principal, body),
  });

  defineRoute(app, ctx, orderEndpoints.newOrder, orderSchemas.newOrder, {
    linkSession: NEW_ORDER_LINK,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ body, actor }) => {
      const caller = actor();
      // A new-order link's session makes the one order of its link (spent by it), and no other.
      const order = await createOrder(
        ctx,
        caller.userId,
        caller.link ? { ...body, linkCode: caller.link.code } : body,
      );
      if (caller.link) await assertLinkOrder(ctx.db, caller.link, { id: order.id });
      return withMessage(order, 'Orden creada. Ahora realiza tu pago.');
    },
  });

  defineRoute(app, ctx, orderEndpoints.active, orderSchemas.active, {
    linkSession: {},
    handler: async ({ actor }) => getActiveOrder(ctx, actor()),
  });

  defineRoute(app, ctx, orderEndpoints.get, orderSchemas.get, {
    linkSession: { order: ({ params }) => ({ code: params.code }) },
    handler: async ({ params, actor }) => getOrderByCode(ctx, actor(), params.code),
  });

  defineRoute(app, ctx, orderEndpoints.list, orderSchemas.list, {
    handler: async ({ query, actor }) => listOrders(ctx, actor().userId, query),
  });

  defineRoute(app, ctx, orderEndpoints.uploadVoucher, orderSchemas.uploadVoucher, {
    linkSession: onOrderId,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ params, request, actor }) => {
      const { userId, link } = actor();
      const form = await readMultipart(request);
      const order = await attachVoucher(ctx, {
        orderId: params.orderId,
        ownerId: userId,
        file: form.file,
        operationNumber: form.fields.operationNumber,
        linkId: link?.id,
      });
      return withMessage(order, 'Comprobante recibido.');
    },
  });

  defineRoute(app, ctx, orderEndpoints.paymentReference, orderSchemas.paymentReference, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ params, actor }) => {
      const order = await choosePaymentReference(ctx, { orderId: params.id, ownerId: actor().userId });
      return withMessage(order, 'Listo: escribe la referencia en la descripción de tu transferencia.');
    },
  });

  defineRoute(app, ctx, orderEndpoints.save, orderSchemas.save, {
    linkSession: { order: ({ params }) => ({ id: params.id }) },
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ params, body, actor }) => {
      const { userId, link } = actor();
      const order = await finalizeOrder(ctx, {
        orderId: params.id,
        ownerId: userId,
        operationNumber: body.operationNumber,
        actor: userId,
        linkId: link?.id,
        declarationSignature: body.declarationSignature,
      });
      return withMessage(order, 'Orden finalizada. Te avisaremos cuando confirmemos tu pago.');
    },
  });

  defineRoute(app, ctx, orderEndpoints.requote, orderSchemas.requote, {
    linkSession: { order: ({ params }) => ({ id: params.id }) },
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params, body, actor }) =>
      withMessage(
        await requoteOrder(ctx, {
          orderId: params.id,
          ownerId: actor().userId,
          declarationSignature: body.declarationSignature,
        }),
        'Actualizamos tu tipo de cambio.',
      ),
  });

  defineRoute(app, ctx, orderEndpoints.cancel, orderSchemas.cancel, {
    linkSession: { order: ({ params }) => ({ id: params.id }) },
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params, actor }) =>
      withMessage(
        await cancelOrder(ctx, { orderId: params.id, ownerId: actor().userId }),
        'Orden cancelada.',
      ),
  });

  defineRoute(app, ctx, orderEndpoints.changeDestination, orderSchemas.changeDestination, {
    linkSession: { kinds: ['modification'], order: ({ params }) => ({ code: params.code }) },
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params, body, actor }) =>
      withMessage(
        await changeDestination(ctx, {
          code: params.code,
          ownerId: actor().userId,
          destinationAccountId: body.destinationAccountId,
          linkId: actor().link?.id,
        }),
        'Cuenta de destino actualizada.',
      ),
  });

  defineRoute(app, ctx, orderEndpoints.usedAmount, orderSchemas.usedAmount, {
    linkSession: NEW_ORDER_LINK,
    handler: async ({ params, actor }) => getUsedAmount(ctx, actor(), params.userId),
  });

  defineRoute(app, ctx, orderEndpoints.limitAmount, orderSchemas.limitAmount, {
    linkSession: NEW_ORDER_LINK,
    handler: async ({ params, actor }) => getLimitAmount(ctx, actor(), params.userId),
  });

  defineRoute(app, ctx, orderEndpoints.updateUsedAmount, orderSchemas.updateUsedAmount, {
    handler: async ({ body, actor }) => updateUsedAmount(ctx, actor(), body),
  });
}
