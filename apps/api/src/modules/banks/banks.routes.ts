import { bankEndpoints } from '@cambix/contract';
import { bankSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, prepareInput, routeConfig } from '../../platform/http/route.ts';
import { sendUploadedFile } from '../../platform/http/uploaded-file.ts';
import { getBankCatalogue } from './bank-catalogue.ts';
import { readBankLogo } from './bank-logo.ts';
import { listCommissions } from './list-commissions.ts';
import { listPaymentSteps } from './list-payment-steps.ts';

/** Browsers keep the catalogue five minutes, then revalidate it with its ETag. */
const CATALOGUE_MAX_AGE = 300;
/** A logo address carries its version, so the browser may keep it for a year. */
const VERSIONED_LOGO_CACHE = 'public, max-age=31536000, immutable';

export function registerBankRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, bankEndpoints.list, bankSchemas.list, {
    cacheSeconds: CATALOGUE_MAX_AGE,
    handler: async () => (await getBankCatalogue(ctx)).answer,
  });

  defineRoute(app, ctx, bankEndpoints.commissions, bankSchemas.commissions, {
    linkSession: {},
    handler: async () => listCommissions(ctx),
  });

  defineRoute(app, ctx, bankEndpoints.paymentSteps, bankSchemas.paymentSteps, {
    linkSession: {},
    handler: async () => listPaymentSteps(ctx.db),
  });

  app.route({
    method: bankEndpoints.logo.method,
    url: bankEndpoints.logo.path,
    config: routeConfig(bankEndpoints.logo),
    async handler(request, reply) {
      const { params } = await prepareInput(ctx, request, reply, bankEndpoints.logo, bankSchemas.logo);
      const logo = await readBankLogo(ctx, Number(params.bankId));
      const { v } = request.query as { v?: unknown };
      return sendUploadedFile(reply, {
        data: logo.data,
        mimeType: logo.mimeType,
        cacheControl: v === logo.version ? VERSIONED_LOGO_CACHE : 'no-cache',
      });
    },
  });
}
