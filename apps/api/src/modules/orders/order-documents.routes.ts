import { ORDER_DETAIL_MODULES, orderEndpoints } from '@cambix/contract';
import { orderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { generateFileUrl } from './generate-file-url.ts';
import { getInvoice, getInvoicePdf } from './get-invoice.ts';

// Staff see an order's papers where they see the order.
const ownOrderOrStaff = access.customerOrModule(ORDER_DETAIL_MODULES, 'view');

/** The papers of an order: its receipt (and its PDF), and signed links to its vouchers. */
export function registerOrderDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, orderEndpoints.invoice, orderSchemas.invoice, {
    access: ownOrderOrStaff,
    handler: async ({ query, actor }) => getInvoice(ctx, actor(), query),
  });

  defineDownload(app, ctx, orderEndpoints.invoicePdf, orderSchemas.invoicePdf, {
    access: ownOrderOrStaff,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ query, actor }) => getInvoicePdf(ctx, actor(), query),
  });

  defineRoute(app, ctx, orderEndpoints.generateUrl, orderSchemas.generateUrl, {
    access: ownOrderOrStaff,
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async ({ body, actor }) => generateFileUrl(ctx, actor(), body),
  });
}
