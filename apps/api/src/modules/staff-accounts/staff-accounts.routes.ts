import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** /dashboard/users-management and user-permissions (roles Administrador and Usuario). */
export function registerStaffAccountRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
