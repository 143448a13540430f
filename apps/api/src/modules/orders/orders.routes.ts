import { CUSTOMER_FIGURES_MODULE, ORDER_DETAIL_MODULES, orderEndpoints } from '@cambix/contract';
import { orderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { assertLinkOrder } from '../../platform/http/link-session.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { attachVoucher } from './attach-voucher.ts';
import { cancelOrder } from './cancel-order.ts';
import { changeDestination } from './change-destination.ts';
import { createOrder } from './create-order.ts';
import { finalizeOrder } from './finalize-order.ts';
import { getActiveOrder, getOrderByCode } from './get-order.ts';
import { getQuote } from './get-quote.ts';
import { listOrders } from './list-orders.ts';
import { requoteOrder } from './requote-order.ts';
import { updateUsedAmount } from './update-used-amount.ts';
import { getLimitAmount, getUsedAmount } from './usage-and-limit.ts';

// Staff read a customer's order from the screens it opens from, and their figures from their file.
const ownOrderOrStaff = access.customerOrModule(ORDER_DETAIL_MODULES, 'view');
const ownFiguresOrStaff = access.customerOrModule([CUSTOMER_FIGURES_MODULE], 'view');

// What a session bound to an order link may do (decision 070): its link's flow, on its link's order only.
const NEW_ORDER_LINK = { kinds: ['new_order'] } as const;
const onOrderId = { order: ({ params }: { params: { orderId: number } }) => ({ id: params.orderId }) };

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, orderEndpoints.quote, orderSchemas.quote, {
    access: access.public,
    linkSession: NEW_ORDER_LINK,
    // The amount field asks as the customer types (debounced): generous per address.
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async ({ body, principal }) => getQuote(ctx, principal, body),
  });

  defineRoute(app, ctx, orderEndpoints.newOrder, orderSchemas.newOrder, {
    access: access.roles('Cliente'),
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
    access: access.roles('Cliente'),
    linkSession: {},
    handler: async ({ actor }) => getActiveOrder(ctx, actor()),
  });

  defineRoute(app, ctx, orderEndpoints.get, orderSchemas.get, {
    access: ownOrderOrStaff,
    linkSession: { order: ({ params }) => ({ code: params.code }) },
    handler: async ({ params, actor }) => getOrderByCode(ctx, actor(), params.code),
  });

  defineRoute(app, ctx, orderEndpoints.list, orderSchemas.list, {
    access: access.roles('Cliente'),
    handler: async ({ query, actor }) => listOrders(ctx, actor().userId, query),
  });

  defineRoute(app, ctx, orderEndpoints.uploadVoucher, orderSchemas.uploadVoucher, {
    access: access.roles('Cliente'),
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

  defineRoute(app, ctx, orderEndpoints.save, orderSchemas.save, {
    access: access.roles('Cliente'),
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
      });
      return withMessage(order, 'Orden finalizada. Te avisaremos cuando confirmemos tu pago.');
    },
  });

  defineRoute(app, ctx, orderEndpoints.requote, orderSchemas.requote, {
    access: access.roles('Cliente'),
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
    access: access.roles('Cliente'),
    linkSession: { order: ({ params }) => ({ id: params.id }) },
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params, actor }) =>
      withMessage(
        await cancelOrder(ctx, { orderId: params.id, ownerId: actor().userId }),
        'Orden cancelada.',
      ),
  });

  defineRoute(app, ctx, orderEndpoints.changeDestination, orderSchemas.changeDestination, {
    access: access.roles('Cliente'),
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
    access: ownFiguresOrStaff,
    linkSession: NEW_ORDER_LINK,
    handler: async ({ params, actor }) => getUsedAmount(ctx, actor(), params.userId),
  });

  defineRoute(app, ctx, orderEndpoints.limitAmount, orderSchemas.limitAmount, {
    access: ownFiguresOrStaff,
    linkSession: NEW_ORDER_LINK,
    handler: async ({ params, actor }) => getLimitAmount(ctx, actor(), params.userId),
  });

  defineRoute(app, ctx, orderEndpoints.updateUsedAmount, orderSchemas.updateUsedAmount, {
    access: access.customerOrModule([CUSTOMER_FIGURES_MODULE], 'edit'),
    handler: async ({ body, actor }) => updateUsedAmount(ctx, actor(), body),
  });
}
