import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Staff reads of orders: Inicio, the queues, the list and its export, one order, the board. */
export function registerAdminOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
