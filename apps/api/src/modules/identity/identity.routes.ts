import { identityEndpoints } from '@cambix/contract';
import { identitySchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { getKycStatus } from './get-kyc-status.ts';
import { submitKycStep } from './submit-kyc-step.ts';
import { uploadIdentityDocument } from './upload-identity-document.ts';

const STEP_MESSAGES: Record<number, string> = {
  1: 'Guardamos tus datos y las fotos de tu DNI.',
  2: 'Guardamos tu selfie.',
  3: 'Listo: tu cuenta está en revisión.',
};

export function registerIdentityRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, identityEndpoints.kycStatus, identitySchemas.kycStatus, {
    handler: async ({ actor }) => getKycStatus(ctx, actor().userId),
  });

  defineRoute(app, ctx, identityEndpoints.sendImage, identitySchemas.sendImage, {
    // Per address and generous: mobile carriers put many customers behind one IP.
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ request, actor }) => {
      const principal = actor();
      return uploadIdentityDocument(ctx, principal.userId, await readMultipart(request));
    },
  });

  defineRoute(app, ctx, identityEndpoints.submitStep, identitySchemas.submitStep, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ params, body, actor }) =>
      withMessage(await submitKycStep(ctx, actor(), params.userId, body), STEP_MESSAGES[body.step] ?? ''),
  });
}
