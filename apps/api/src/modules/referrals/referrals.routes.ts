import { referralEndpoints } from '@cambix/contract';
import { referralSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { checkReferralCode } from './check-referral-code.ts';

export function registerReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, referralEndpoints.validateCode, referralSchemas.validateCode, {
    access: access.public,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params }) => checkReferralCode(ctx, params.code),
  });
}
