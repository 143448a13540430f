import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** The staff transitions of an order (domain.md 5): approve, reject, pay out, observe, cancel. */
export function registerOrderPipelineRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
