import { consentEndpoints } from '@cambix/contract';
import { consentSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { deviceOf } from '../../platform/security/sessions.ts';
import { acceptConsents } from './accept-consents.ts';
import { listCustomerConsents } from './list-customer-consents.ts';
import { readMarketingConsent, setMarketingConsent } from './marketing-consent.ts';

export function registerConsentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, consentEndpoints.acceptConsents, consentSchemas.acceptConsents, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ body, actor, request }) =>
      withMessage(
        await acceptConsents(ctx, actor().userId, body, deviceOf(request)),
        'Gracias: registramos tu aceptación.',
      ),
  });

  defineRoute(app, ctx, consentEndpoints.marketingConsent, consentSchemas.marketingConsent, {
    handler: async ({ actor }) => readMarketingConsent(ctx.db, actor().userId),
  });

  defineRoute(app, ctx, consentEndpoints.setMarketingConsent, consentSchemas.setMarketingConsent, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ body, actor, request }) => {
      const answer = await setMarketingConsent(ctx, actor().userId, body.otorgar, deviceOf(request));
      return withMessage(
        answer,
        answer.otorgado
          ? 'Recibirás nuestras comunicaciones comerciales.'
          : 'Ya no recibirás comunicaciones comerciales.',
      );
    },
  });

  defineRoute(app, ctx, consentEndpoints.customerConsents, consentSchemas.customerConsents, {
    handler: async ({ params }) => listCustomerConsents(ctx, params.userId),
  });
}
