import { orderEndpoints } from '@cambix/contract';
import { orderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { generateFileUrl } from './generate-file-url.ts';
import { getInvoice, getInvoicePdf } from './get-invoice.ts';

/** The papers of an order: its receipt (and its PDF), and signed links to its vouchers. */
export function registerOrderDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, orderEndpoints.invoice, orderSchemas.invoice, {
    handler: async ({ query, actor }) => getInvoice(ctx, actor(), query),
  });

  defineDownload(app, ctx, orderEndpoints.invoicePdf, orderSchemas.invoicePdf, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ query, actor }) => getInvoicePdf(ctx, actor(), query),
  });

  defineRoute(app, ctx, orderEndpoints.generateUrl, orderSchemas.generateUrl, {
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async ({ body, actor }) => generateFileUrl(ctx, actor(), body),
  });
}
