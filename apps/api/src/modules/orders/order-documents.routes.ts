import { orderEndpoints } from '@cambix/contract';
import { orderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { generateFileUrl } from './generate-file-url.ts';
import { getInvoice } from './get-invoice.ts';

/** The papers of an order: its receipt, and signed links to its vouchers. */
export function registerOrderDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, orderEndpoints.invoice, orderSchemas.invoice, {
    access: access.roles('Cliente', 'Administrador', 'Colaborador'),
    handler: async ({ query, actor }) => getInvoice(ctx, actor(), query),
  });

  defineRoute(app, ctx, orderEndpoints.generateUrl, orderSchemas.generateUrl, {
    access: access.roles('Cliente', 'Administrador', 'Colaborador'),
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async ({ body, actor }) => generateFileUrl(ctx, actor(), body),
  });
}
