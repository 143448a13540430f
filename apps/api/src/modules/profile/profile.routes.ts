import { profileEndpoints } from '@cambix/contract';
import { profileSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { changePassword } from './change-password.ts';
import { getProfile } from './get-profile.ts';
import { skipUpdateForm } from './skip-update-form.ts';
import { ubigeoCatalogue } from './ubigeo-catalogue.ts';
import { updateProfile } from './update-profile.ts';

/** The INEI catalogue changes about once a year: browsers keep it a day, then revalidate. */
const UBIGEO_MAX_AGE = 86_400;

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, profileEndpoints.profile, profileSchemas.profile, {
    handler: async ({ actor }) => getProfile(ctx, actor().userId),
  });

  defineRoute(app, ctx, profileEndpoints.updateUser, profileSchemas.updateUser, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ body, actor }) =>
      'old_password' in body
        ? withMessage(await changePassword(ctx, actor(), body), 'Tu contraseña fue actualizada.')
        : withMessage(await updateProfile(ctx, actor(), body), 'Tus datos fueron actualizados.'),
  });

  defineRoute(app, ctx, profileEndpoints.skipUpdateForm, profileSchemas.skipUpdateForm, {
    handler: async ({ actor }) => skipUpdateForm(ctx, actor().userId),
  });

  defineRoute(app, ctx, profileEndpoints.ubigeo, profileSchemas.ubigeo, {
    cacheSeconds: UBIGEO_MAX_AGE,
    handler: async () => ubigeoCatalogue(),
  });
}
