import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

// Filled by the onboarding issue.
export function registerBankRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
