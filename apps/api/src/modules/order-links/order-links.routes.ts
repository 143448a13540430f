import { orderLinkEndpoints } from '@cambix/contract';
import { orderLinkSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { createOrderLink } from './create-order-link.ts';
import { finalizeByLink } from './finalize-by-link.ts';
import { listOrderLinks } from './list-order-links.ts';
import { resolveLink } from './resolve-link.ts';
import { uploadVoucherByLink } from './upload-voucher-by-link.ts';

// The code is the credential of these public routes: few tries per address keep guessing useless.
const LINK_RATE = { max: 30, timeWindow: '1 minute' };

export function registerOrderLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, orderLinkEndpoints.resolve, orderLinkSchemas.resolve, {
    access: access.public,
    rateLimit: LINK_RATE,
    handler: async ({ params }) => resolveLink(ctx, params.codigo, 'resolve'),
  });

  defineRoute(app, ctx, orderLinkEndpoints.resolveModification, orderLinkSchemas.resolveModification, {
    access: access.public,
    rateLimit: LINK_RATE,
    handler: async ({ params }) => resolveLink(ctx, params.codigo, 'resolveModification'),
  });

  defineRoute(app, ctx, orderLinkEndpoints.uploadVoucher, orderLinkSchemas.uploadVoucher, {
    access: access.public,
    rateLimit: LINK_RATE,
    handler: async ({ params, request }) =>
      withMessage(
        await uploadVoucherByLink(ctx, params.code, await readMultipart(request)),
        'Recibimos tu comprobante.',
      ),
  });

  defineRoute(app, ctx, orderLinkEndpoints.finalize, orderLinkSchemas.finalize, {
    access: access.public,
    rateLimit: LINK_RATE,
    handler: async ({ params, body }) =>
      withMessage(
        await finalizeByLink(ctx, params.code, body.operationNumber),
        'Listo: tu orden fue enviada para revisión.',
      ),
  });

  defineRoute(app, ctx, orderLinkEndpoints.create, orderLinkSchemas.create, {
    access: access.module('links', 'edit'),
    handler: async ({ body, actor }) =>
      withMessage(await createOrderLink(ctx, actor(), body), 'Link creado.'),
  });

  defineRoute(app, ctx, orderLinkEndpoints.list, orderLinkSchemas.list, {
    access: access.module('links', 'view'),
    handler: async ({ query }) => listOrderLinks(ctx, query),
  });
}
