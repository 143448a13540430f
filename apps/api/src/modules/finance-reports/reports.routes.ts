import { activeCustomerEndpoints, summaryEndpoints } from '@cambix/contract';
import { activeCustomerSchemas, summarySchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { exportActiveCustomers } from './export-active-customers.ts';
import { getSummary } from './get-summary.ts';
import { listActiveCustomers } from './list-active-customers.ts';
import { exportSummaryPdf } from './summary-pdf.ts';

/** Resumen and its PDF (module resumen) and Clientes activos (module users), read-only. */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, summaryEndpoints.get, summarySchemas.get, {
    handler: async ({ query }) => getSummary(ctx, query),
  });

  defineDownload(app, ctx, summaryEndpoints.pdf, summarySchemas.pdf, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ query }) => exportSummaryPdf(ctx, query),
  });

  defineRoute(app, ctx, activeCustomerEndpoints.list, activeCustomerSchemas.list, {
    handler: async ({ query }) => listActiveCustomers(ctx, query),
  });

  defineDownload(app, ctx, activeCustomerEndpoints.export, activeCustomerSchemas.export, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ query }) => exportActiveCustomers(ctx, query),
  });
}
