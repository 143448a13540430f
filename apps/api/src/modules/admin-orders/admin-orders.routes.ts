import { adminOrderEndpoints, ORDER_DETAIL_MODULES } from '@cambix/contract';
import { adminOrderSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { exportAdminOrders } from './export-admin-orders.ts';
import { loadAdminOrder } from './admin-order-view.ts';
import { getDashboard } from './get-dashboard.ts';
import { findLinkCustomers } from './link-customers.ts';
import { listAdminOrders } from './list-admin-orders.ts';
import { getBoard } from './order-board.ts';
import { getPaymentsQueue, getPayoutsQueue } from './order-queues.ts';

// Inicio and Tarjetas show order figures: they belong to module ordenes (decision 051).
const canViewOrders = access.module('ordenes', 'view');

/** Staff reads of orders: Inicio, the queues, the list and its export, one order, the board. */
export function registerAdminOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, adminOrderEndpoints.dashboard, adminOrderSchemas.dashboard, {
    access: canViewOrders,
    handler: async () => getDashboard(ctx),
  });

  defineRoute(app, ctx, adminOrderEndpoints.paymentsQueue, adminOrderSchemas.paymentsQueue, {
    access: access.module('pagos', 'view'),
    handler: async () => getPaymentsQueue(ctx),
  });

  defineRoute(app, ctx, adminOrderEndpoints.payoutsQueue, adminOrderSchemas.payoutsQueue, {
    access: access.module('devoluciones', 'view'),
    handler: async () => getPayoutsQueue(ctx),
  });

  defineRoute(app, ctx, adminOrderEndpoints.list, adminOrderSchemas.list, {
    access: canViewOrders,
    handler: async ({ query }) => listAdminOrders(ctx, query),
  });

  defineDownload(app, ctx, adminOrderEndpoints.export, adminOrderSchemas.export, {
    access: canViewOrders,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ query }) => exportAdminOrders(ctx, query),
  });

  defineRoute(app, ctx, adminOrderEndpoints.board, adminOrderSchemas.board, {
    access: canViewOrders,
    handler: async () => getBoard(ctx),
  });

  // Shared with the pipeline's screens: any one of their view permissions opens it.
  defineRoute(app, ctx, adminOrderEndpoints.get, adminOrderSchemas.get, {
    access: access.anyModule(ORDER_DETAIL_MODULES, 'view'),
    handler: async ({ params, actor }) => loadAdminOrder(ctx, params.orderId, actor()),
  });

  defineRoute(app, ctx, adminOrderEndpoints.linkCustomers, adminOrderSchemas.linkCustomers, {
    access: access.module('links', 'edit'),
    handler: async ({ query }) => findLinkCustomers(ctx, query.q),
  });
}
