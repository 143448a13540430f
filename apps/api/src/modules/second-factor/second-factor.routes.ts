import { secondFactorEndpoints } from '@cambix/contract';
import { secondFactorSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { provideStepUpCheck } from '../../platform/http/step-up.ts';
import { confirmPasskey, confirmTotp, startPasskey, startTotp } from './enrol.ts';
import { secondFactorStatus } from './factors.ts';
import { passkeyChallengeFor, passwordlessChallenge } from './passkeys.ts';
import { removeOwnFactor } from './remove-factor.ts';
import { renewRecoveryCodes } from './renew-recovery-codes.ts';
import { resetStaffFactors } from './reset-factors.ts';
import { pendingUser, signInWithPasskey, signInWithSecondFactor } from './sign-in.ts';
import { assertRecentSecondFactor, markSecondFactor } from './step-up.ts';
import { verifySecondFactor } from './verify-proof.ts';
import { deviceOf } from '../../platform/security/sessions.ts';

const ENROLLED = 'Segundo factor registrado.';

/** Second factors (issue 30): enrolment, the sign-in's second step, passwordless passkeys and step-up. */
export function registerSecondFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = secondFactorEndpoints;
  const s = secondFactorSchemas;
  provideStepUpCheck(assertRecentSecondFactor);

  defineRoute(app, ctx, e.status, s.status, {
    handler: async ({ actor }) => secondFactorStatus(ctx, actor()),
  });
  defineRoute(app, ctx, e.startTotp, s.startTotp, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ principal, body }) => startTotp(ctx, principal, body),
  });
  defineRoute(app, ctx, e.confirmTotp, s.confirmTotp, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ principal, body, request }) =>
      withMessage(await confirmTotp(ctx, principal, body, deviceOf(request)), ENROLLED),
  });
  defineRoute(app, ctx, e.passkeyRegistrationOptions, s.passkeyRegistrationOptions, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ principal, body }) => startPasskey(ctx, principal, body),
  });
  defineRoute(app, ctx, e.registerPasskey, s.registerPasskey, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ principal, body, request }) =>
      withMessage(await confirmPasskey(ctx, principal, body, deviceOf(request)), ENROLLED),
  });
  defineRoute(app, ctx, e.remove, s.remove, {
    handler: async ({ params, actor }) =>
      withMessage(await removeOwnFactor(ctx, actor(), params.factorId), 'Segundo factor eliminado.'),
  });
  defineRoute(app, ctx, e.renewRecoveryCodes, s.renewRecoveryCodes, {
    handler: async ({ actor }) =>
      withMessage(
        await renewRecoveryCodes(ctx, actor()),
        'Códigos de recuperación nuevos: los anteriores ya no sirven.',
      ),
  });
  defineRoute(app, ctx, e.stepUpOptions, s.stepUpOptions, {
    handler: async ({ actor }) => passkeyChallengeFor(ctx, actor().userId),
  });
  defineRoute(app, ctx, e.stepUp, s.stepUp, {
    handler: async ({ body, actor }) => {
      await verifySecondFactor(ctx, actor().userId, body);
      return { verifiedAt: (await markSecondFactor(ctx, actor())).toISOString() };
    },
  });
  defineRoute(app, ctx, e.signInOptions, s.signInOptions, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ body }) => {
      const { user } = await pendingUser(ctx, body.pendingToken, 'verify');
      return passkeyChallengeFor(ctx, user.id);
    },
  });
  defineRoute(app, ctx, e.signIn, s.signIn, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ body, request }) => signInWithSecondFactor(ctx, body, deviceOf(request)),
  });
  defineRoute(app, ctx, e.passkeyOptions, s.passkeyOptions, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async () => passwordlessChallenge(ctx),
  });
  defineRoute(app, ctx, e.passkeySignIn, s.passkeySignIn, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ body, request }) => signInWithPasskey(ctx, body, deviceOf(request)),
  });
  defineRoute(app, ctx, e.reset, s.reset, {
    handler: async ({ params, actor }) => {
      await resetStaffFactors(ctx, actor(), params.userId);
      return withMessage(null, 'Restablecimos sus factores. Deberá registrar uno nuevo al ingresar.');
    },
  });
}
