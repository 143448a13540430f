import { referralAdminEndpoints, referralEndpoints } from '@cambix/contract';
import { referralAdminSchemas, referralSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { checkReferralCode } from './check-referral-code.ts';
import { exportReferralCodes } from './export-referral-codes.ts';
import { getReferralCode } from './get-referral-code.ts';
import { listReferralCodes } from './list-referral-codes.ts';
import { createReferralCode, updateReferralCode } from './manage-referral-codes.ts';
import { createOwnReferralCode, getOwnReferralCode } from './own-referral-code.ts';

export function registerReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, referralEndpoints.validateCode, referralSchemas.validateCode, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params }) => checkReferralCode(ctx, params.code),
  });

  defineRoute(app, ctx, referralEndpoints.ownCode, referralSchemas.ownCode, {
    handler: async ({ actor }) => getOwnReferralCode(ctx, actor().userId),
  });

  defineRoute(app, ctx, referralEndpoints.createOwnCode, referralSchemas.createOwnCode, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ actor }) =>
      withMessage(await createOwnReferralCode(ctx, actor().userId), 'Tu código de referido está listo.'),
  });

  // Staff: Referidos (module referidos: view to read, edit to create and change codes).
  const a = referralAdminEndpoints;
  const s = referralAdminSchemas;
  defineRoute(app, ctx, a.list, s.list, {
    handler: async ({ query }) => listReferralCodes(ctx, query),
  });
  defineDownload(app, ctx, a.export, s.export, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ query }) => exportReferralCodes(ctx, query),
  });
  defineRoute(app, ctx, a.get, s.get, {
    handler: async ({ params }) => getReferralCode(ctx, params.code),
  });
  defineRoute(app, ctx, a.create, s.create, {
    handler: async ({ body, actor }) =>
      withMessage(await createReferralCode(ctx, actor().userId, body), 'Código de referido creado.'),
  });
  defineRoute(app, ctx, a.update, s.update, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await updateReferralCode(ctx, actor().userId, params.code, body),
        'Código de referido guardado.',
      ),
  });
}
