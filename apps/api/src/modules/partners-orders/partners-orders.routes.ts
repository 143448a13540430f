import { partnerEndpoints, partnerLinkEndpoints } from '@cambix/contract';
import { partnerLinkSchemas, partnerSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { rateLockTerms } from '../exchange/index.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { actingPartner } from './acting-partner.ts';
import { createPartnerOrder } from './create-partner-order.ts';
import { finalizeByPartnerLink } from './finalize-by-partner-link.ts';
import { listPartnerChoices } from './list-partner-choices.ts';
import { listPartnerOrders } from './list-partner-orders.ts';
import { partnerLinkReceiptPdf } from './partner-link-receipt.ts';
import { viewPartnerLink } from './partner-link-view.ts';
import { quotePartnerOrder } from './quote-partner-order.ts';
import { renewPartnerLink } from './renew-partner-link.ts';
import { uploadVoucherByPartnerLink } from './upload-voucher-by-partner-link.ts';

// The code is the client's only credential: few tries per address make guessing useless.
const LINK_RATE = { max: 30, timeWindow: '1 minute' };

export function registerPartnerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, partnerEndpoints.choices, partnerSchemas.choices, {
    handler: async ({ actor }) => listPartnerChoices(ctx, actor()),
  });

  defineRoute(app, ctx, partnerEndpoints.orders, partnerSchemas.orders, {
    handler: async ({ query, actor }) => listPartnerOrders(ctx, actor(), query),
  });

  defineRoute(app, ctx, partnerEndpoints.quote, partnerSchemas.quote, {
    handler: async ({ body, actor }) => quotePartnerOrder(ctx, actor(), body),
  });

  defineRoute(app, ctx, partnerEndpoints.rateLock, partnerSchemas.rateLock, {
    handler: async ({ query, actor }) => {
      const partner = await actingPartner(ctx, actor(), query.partnerId);
      return rateLockTerms(ctx, { partnerId: partner.id });
    },
  });

  defineRoute(app, ctx, partnerEndpoints.create, partnerSchemas.create, {
    handler: async ({ body, actor }) => {
      const caller = actor();
      const partner = await actingPartner(ctx, caller, body.partnerId);
      const { partnerId: _chosen, ...fields } = body;
      return withMessage(
        await createPartnerOrder(ctx, { partnerId: partner.id, actorId: caller.userId }, fields),
        'Orden creada. Comparte el link con tu cliente.',
      );
    },
  });

  defineRoute(app, ctx, partnerEndpoints.renewLink, partnerSchemas.renewLink, {
    handler: async ({ params, actor }) =>
      withMessage(await renewPartnerLink(ctx, actor(), params.code), 'Generamos un link nuevo.'),
  });

  defineRoute(app, ctx, partnerLinkEndpoints.view, partnerLinkSchemas.view, {
    rateLimit: LINK_RATE,
    handler: async ({ params }) => viewPartnerLink(ctx, params.codigo),
  });

  defineDownload(app, ctx, partnerLinkEndpoints.receiptPdf, partnerLinkSchemas.receiptPdf, {
    rateLimit: LINK_RATE,
    handler: async ({ params }) => partnerLinkReceiptPdf(ctx, params.codigo),
  });

  defineRoute(app, ctx, partnerLinkEndpoints.uploadVoucher, partnerLinkSchemas.uploadVoucher, {
    rateLimit: LINK_RATE,
    handler: async ({ params, request }) =>
      withMessage(
        await uploadVoucherByPartnerLink(ctx, params.codigo, await readMultipart(request)),
        'Recibimos tu comprobante.',
      ),
  });

  defineRoute(app, ctx, partnerLinkEndpoints.finalize, partnerLinkSchemas.finalize, {
    rateLimit: LINK_RATE,
    handler: async ({ params, body }) =>
      withMessage(
        await finalizeByPartnerLink(ctx, params.codigo, body),
        'Listo: tu orden fue enviada para revisión.',
      ),
  });
}
