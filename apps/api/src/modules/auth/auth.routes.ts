import { authEndpoints } from '@cambix/contract';
import { authSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { assertDocumentAvailable } from './check-document.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { registerCustomer } from './register-customer.ts';
import { RECOVERY_MESSAGE, requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { requestSignInLink, SIGN_IN_LINK_MESSAGE } from './request-sign-in-link.ts';
import { restoreSession } from './restore-session.ts';
import { useSignInLink } from './use-sign-in-link.ts';
import { deviceOf } from '../../platform/security/sessions.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, authEndpoints.publicKey, authSchemas.publicKey, {
    handler: async () => ({
      algorithm: 'RSA-OAEP-256' as const,
      spki: ctx.keys.publicSpki,
      serverTime: ctx.now().getTime(),
    }),
  });

  defineRoute(app, ctx, authEndpoints.login, authSchemas.login, {
    // Generous per address (mobile carriers put many customers behind one IP); the per-account throttle guards passwords.
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ body, request }) =>
      login(ctx, {
        identifier: body.dni,
        encryptedPassword: body.password,
        challenge: body.challenge,
        device: deviceOf(request),
      }),
  });

  defineRoute(app, ctx, authEndpoints.logout, authSchemas.logout, {
    handler: async ({ actor }) => {
      await logout(ctx, actor());
      return withMessage(null, 'Cerraste sesión.');
    },
  });

  defineRoute(app, ctx, authEndpoints.requestSignInLink, authSchemas.requestSignInLink, {
    rateLimit: { max: 5, timeWindow: '1 minute' },
    handler: async ({ body }) => {
      await requestSignInLink(ctx, body.dni);
      return withMessage(null, SIGN_IN_LINK_MESSAGE);
    },
  });

  defineRoute(app, ctx, authEndpoints.useSignInLink, authSchemas.useSignInLink, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ body, request }) => useSignInLink(ctx, body.token, deviceOf(request)),
  });

  defineRoute(app, ctx, authEndpoints.me, authSchemas.me, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ body }) => restoreSession(ctx, body.token),
  });

  defineRoute(app, ctx, authEndpoints.register, authSchemas.register, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ body, request }) =>
      withMessage(await registerCustomer(ctx, body, deviceOf(request)), 'Tu cuenta fue creada.'),
  });

  defineRoute(app, ctx, authEndpoints.validateDni, authSchemas.validateDni, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params }) => assertDocumentAvailable(ctx, params.dni),
  });

  defineRoute(app, ctx, authEndpoints.requestPasswordReset, authSchemas.requestPasswordReset, {
    rateLimit: { max: 5, timeWindow: '1 minute' },
    handler: async ({ body }) => {
      await requestPasswordReset(ctx, body.email);
      return withMessage(null, RECOVERY_MESSAGE);
    },
  });

  defineRoute(app, ctx, authEndpoints.resetPassword, authSchemas.resetPassword, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ body }) => {
      await resetPassword(ctx, { token: body.token, encryptedPassword: body.password });
      return withMessage(null, 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.');
    },
  });
}
