import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** /dashboard/ajustes (module ajustes). */
export function registerSettingsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
