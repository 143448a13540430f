import { orderLinkEndpoints } from '@cambix/contract';
import { orderLinkSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { deviceOf } from '../../platform/security/sessions.ts';
import { createOrderLink } from './create-order-link.ts';
import { finalizeByLink } from './finalize-by-link.ts';
import { listOrderLinks } from './list-order-links.ts';
import { ownModificationLink } from './own-modification-link.ts';
import { resolveLink } from './resolve-link.ts';
import { sendLinkCode } from './send-link-code.ts';
import { uploadVoucherByLink } from './upload-voucher-by-link.ts';
import { verifyLinkCode } from './verify-link-code.ts';

// Guessing codes is useless with few tries per address (the one-time codes are also counted per account).
const LINK_RATE = { max: 30, timeWindow: '1 minute' };
// A session bound to a link resolves it again (a reload) and acts through it (decision 070).
const EVERY_LINK = {};
const ORDER_LINKS = { kinds: ['finalize', 'modification'] } as const;

export function registerOrderLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, orderLinkEndpoints.resolve, orderLinkSchemas.resolve, {
    linkSession: EVERY_LINK,
    rateLimit: LINK_RATE,
    handler: async ({ params, principal }) => resolveLink(ctx, params.codigo, 'resolve', principal),
  });

  defineRoute(app, ctx, orderLinkEndpoints.resolveModification, orderLinkSchemas.resolveModification, {
    linkSession: EVERY_LINK,
    rateLimit: LINK_RATE,
    handler: async ({ params, principal }) =>
      resolveLink(ctx, params.codigo, 'resolveModification', principal),
  });

  defineRoute(app, ctx, orderLinkEndpoints.sendCode, orderLinkSchemas.sendCode, {
    rateLimit: LINK_RATE,
    handler: async ({ params }) => {
      const sent = await sendLinkCode(ctx, params.code);
      return withMessage(sent, `Te enviamos un código a ${sent.maskedEmail}.`);
    },
  });

  defineRoute(app, ctx, orderLinkEndpoints.verify, orderLinkSchemas.verify, {
    rateLimit: LINK_RATE,
    handler: async ({ params, body, request }) =>
      verifyLinkCode(ctx, params.code, body.verificationCode, deviceOf(request)),
  });

  defineRoute(app, ctx, orderLinkEndpoints.uploadVoucher, orderLinkSchemas.uploadVoucher, {
    linkSession: ORDER_LINKS,
    rateLimit: LINK_RATE,
    handler: async ({ params, request, actor }) =>
      withMessage(
        await uploadVoucherByLink(ctx, actor(), params.code, await readMultipart(request)),
        'Recibimos tu comprobante.',
      ),
  });

  defineRoute(app, ctx, orderLinkEndpoints.finalize, orderLinkSchemas.finalize, {
    linkSession: ORDER_LINKS,
    rateLimit: LINK_RATE,
    handler: async ({ params, body, actor }) =>
      withMessage(
        await finalizeByLink(ctx, actor(), params.code, body),
        'Listo: tu orden fue enviada para revisión.',
      ),
  });

  defineRoute(app, ctx, orderLinkEndpoints.ownModification, orderLinkSchemas.ownModification, {
    handler: async ({ params, actor }) => ownModificationLink(ctx, actor(), params.code),
  });

  defineRoute(app, ctx, orderLinkEndpoints.create, orderLinkSchemas.create, {
    handler: async ({ body, actor }) =>
      withMessage(await createOrderLink(ctx, actor(), body), 'Link creado.'),
  });

  defineRoute(app, ctx, orderLinkEndpoints.list, orderLinkSchemas.list, {
    handler: async ({ query }) => listOrderLinks(ctx, query),
  });
}
