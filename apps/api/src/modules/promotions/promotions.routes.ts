import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

// Filled by the orders issue.
export function registerPromotionRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
