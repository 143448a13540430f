import { referralEndpoints } from '@cambix/contract';
import { referralSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { checkReferralCode } from './check-referral-code.ts';
import { createOwnReferralCode, getOwnReferralCode } from './own-referral-code.ts';

export function registerReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, referralEndpoints.validateCode, referralSchemas.validateCode, {
    access: access.public,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params }) => checkReferralCode(ctx, params.code),
  });

  defineRoute(app, ctx, referralEndpoints.ownCode, referralSchemas.ownCode, {
    access: access.roles('Cliente'),
    handler: async ({ actor }) => getOwnReferralCode(ctx, actor().userId),
  });

  defineRoute(app, ctx, referralEndpoints.createOwnCode, referralSchemas.createOwnCode, {
    access: access.roles('Cliente'),
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ actor }) =>
      withMessage(await createOwnReferralCode(ctx, actor().userId), 'Tu código de referido está listo.'),
  });
}
