import { adminOrderEndpoints } from '@cambix/contract';
import { adminOrderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { exportAdminOrders } from './export-admin-orders.ts';
import { loadAdminOrder } from './admin-order-view.ts';
import { getDashboard } from './get-dashboard.ts';
import { findLinkCustomers } from './link-customers.ts';
import { listAdminOrders } from './list-admin-orders.ts';
import { getBoard } from './order-board.ts';
import { getPaymentsQueue, getPayoutsQueue } from './order-queues.ts';

/** Staff reads of orders: Inicio, the queues, the list and its export, one order, the board. */
export function registerAdminOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, adminOrderEndpoints.dashboard, adminOrderSchemas.dashboard, {
    handler: async () => getDashboard(ctx),
  });

  defineRoute(app, ctx, adminOrderEndpoints.paymentsQueue, adminOrderSchemas.paymentsQueue, {
    handler: async () => getPaymentsQueue(ctx),
  });

  defineRoute(app, ctx, adminOrderEndpoints.payoutsQueue, adminOrderSchemas.payoutsQueue, {
    handler: async () => getPayoutsQueue(ctx),
  });

  defineRoute(app, ctx, adminOrderEndpoints.list, adminOrderSchemas.list, {
    handler: async ({ query }) => listAdminOrders(ctx, query),
  });

  defineDownload(app, ctx, adminOrderEndpoints.export, adminOrderSchemas.export, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ query }) => exportAdminOrders(ctx, query),
  });

  defineRoute(app, ctx, adminOrderEndpoints.board, adminOrderSchemas.board, {
    handler: async () => getBoard(ctx),
  });

  // Shared with the pipeline's screens: any one of their view permissions opens it.
  defineRoute(app, ctx, adminOrderEndpoints.get, adminOrderSchemas.get, {
    handler: async ({ params, actor }) => loadAdminOrder(ctx, params.orderId, actor()),
  });

  defineRoute(app, ctx, adminOrderEndpoints.linkCustomers, adminOrderSchemas.linkCustomers, {
    handler: async ({ query }) => findLinkCustomers(ctx, query.q),
  });
}
