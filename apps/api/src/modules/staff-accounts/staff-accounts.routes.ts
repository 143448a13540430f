import { staffAccountEndpoints } from '@cambix/contract';
import { staffAccountSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { createStaffAccount } from './create-staff-account.ts';
import { deactivateStaffAccount } from './deactivate-staff-account.ts';
import { getStaffPermissions } from './get-staff-permissions.ts';
import { listAccountPartners } from './list-account-partners.ts';
import { listStaffAccounts } from './list-staff-accounts.ts';
import { reactivateStaffAccount } from './reactivate-staff-account.ts';
import { sendPasswordLink } from './send-password-link.ts';
import { setStaffPermission } from './set-staff-permission.ts';
import { updateStaffAccount } from './update-staff-account.ts';

/** /dashboard/users-management and user-permissions (roles Administrador and Usuario). */
export function registerStaffAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, staffAccountEndpoints.list, staffAccountSchemas.list, {
    handler: async ({ query, actor }) => listStaffAccounts(ctx, actor(), query),
  });

  defineRoute(app, ctx, staffAccountEndpoints.partners, staffAccountSchemas.partners, {
    handler: async () => listAccountPartners(ctx),
  });

  defineRoute(app, ctx, staffAccountEndpoints.create, staffAccountSchemas.create, {
    handler: async ({ body, actor }) =>
      withMessage(
        await createStaffAccount(ctx, actor(), body),
        'Cuenta creada. Le enviamos un correo para que cree su contraseña.',
      ),
  });

  defineRoute(app, ctx, staffAccountEndpoints.update, staffAccountSchemas.update, {
    handler: async ({ params, body, actor }) =>
      withMessage(await updateStaffAccount(ctx, actor(), params.userId, body), 'Cuenta guardada.'),
  });

  defineRoute(app, ctx, staffAccountEndpoints.resetPassword, staffAccountSchemas.resetPassword, {
    handler: async ({ params, actor }) =>
      withMessage(
        await sendPasswordLink(ctx, actor(), params.userId),
        'Le enviamos por correo un enlace para crear su contraseña.',
      ),
  });

  defineRoute(app, ctx, staffAccountEndpoints.deactivate, staffAccountSchemas.deactivate, {
    handler: async ({ params, actor }) =>
      withMessage(
        await deactivateStaffAccount(ctx, actor(), params.userId),
        'Cuenta desactivada. Sus sesiones se cerraron.',
      ),
  });

  defineRoute(app, ctx, staffAccountEndpoints.reactivate, staffAccountSchemas.reactivate, {
    handler: async ({ params, actor }) =>
      withMessage(await reactivateStaffAccount(ctx, actor(), params.userId), 'Cuenta reactivada.'),
  });

  defineRoute(app, ctx, staffAccountEndpoints.permissions, staffAccountSchemas.permissions, {
    handler: async ({ params, actor }) => getStaffPermissions(ctx, actor(), params.userId),
  });

  defineRoute(app, ctx, staffAccountEndpoints.setPermission, staffAccountSchemas.setPermission, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await setStaffPermission(ctx, actor(), { userId: params.userId, module: params.module, grant: body }),
        'Permiso guardado.',
      ),
  });
}
