import { bankEndpoints, ROLE_NAMES } from '@cambix/contract';
import { bankSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getBankCatalogue } from './bank-catalogue.ts';
import { listCommissions } from './list-commissions.ts';
import { listPaymentSteps } from './list-payment-steps.ts';

/** Browsers keep the catalogue five minutes, then revalidate it with its ETag. */
const CATALOGUE_MAX_AGE = 300;

export function registerBankRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, bankEndpoints.list, bankSchemas.list, {
    access: access.public,
    cacheSeconds: CATALOGUE_MAX_AGE,
    handler: async () => (await getBankCatalogue(ctx.db)).answer,
  });

  defineRoute(app, ctx, bankEndpoints.commissions, bankSchemas.commissions, {
    access: access.roles(...ROLE_NAMES),
    handler: async () => listCommissions(ctx.db),
  });

  defineRoute(app, ctx, bankEndpoints.paymentSteps, bankSchemas.paymentSteps, {
    access: access.roles(...ROLE_NAMES),
    handler: async () => listPaymentSteps(ctx.db),
  });
}
