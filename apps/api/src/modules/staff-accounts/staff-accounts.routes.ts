import { ACCOUNT_MANAGER_ROLES, staffAccountEndpoints } from '@cambix/contract';
import { staffAccountSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
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

const managers = access.roles(...ACCOUNT_MANAGER_ROLES);

/** /dashboard/users-management and user-permissions (roles Administrador and Usuario). */
export function registerStaffAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, staffAccountEndpoints.list, staffAccountSchemas.list, {
    access: managers,
    handler: async ({ query, actor }) => listStaffAccounts(ctx, actor(), query),
  });

  defineRoute(app, ctx, staffAccountEndpoints.partners, staffAccountSchemas.partners, {
    access: managers,
    handler: async () => listAccountPartners(ctx),
  });

  defineRoute(app, ctx, staffAccountEndpoints.create, staffAccountSchemas.create, {
    access: managers,
    handler: async ({ body, actor }) =>
      withMessage(
        await createStaffAccount(ctx, actor(), body),
        'Cuenta creada. Le enviamos un correo para que cree su contraseña.',
      ),
  });

  defineRoute(app, ctx, staffAccountEndpoints.update, staffAccountSchemas.update, {
    access: managers,
    handler: async ({ params, body, actor }) =>
      withMessage(await updateStaffAccount(ctx, actor(), params.userId, body), 'Cuenta guardada.'),
  });

  defineRoute(app, ctx, staffAccountEndpoints.resetPassword, staffAccountSchemas.resetPassword, {
    access: managers,
    handler: async ({ params, actor }) =>
      withMessage(
        await sendPasswordLink(ctx, actor(), params.userId),
        'Le enviamos por correo un enlace para crear su contraseña.',
      ),
  });

  defineRoute(app, ctx, staffAccountEndpoints.deactivate, staffAccountSchemas.deactivate, {
    access: managers,
    handler: async ({ params, actor }) =>
      withMessage(
        await deactivateStaffAccount(ctx, actor(), params.userId),
        'Cuenta desactivada. Sus sesiones se cerraron.',
      ),
  });

  defineRoute(app, ctx, staffAccountEndpoints.reactivate, staffAccountSchemas.reactivate, {
    access: managers,
    handler: async ({ params, actor }) =>
      withMessage(await reactivateStaffAccount(ctx, actor(), params.userId), 'Cuenta reactivada.'),
  });

  defineRoute(app, ctx, staffAccountEndpoints.permissions, staffAccountSchemas.permissions, {
    access: managers,
    handler: async ({ params, actor }) => getStaffPermissions(ctx, actor(), params.userId),
  });

  defineRoute(app, ctx, staffAccountEndpoints.setPermission, staffAccountSchemas.setPermission, {
    access: managers,
    stepUp: true,
    handler: async ({ params, body, actor }) =>
      withMessage(
        await setStaffPermission(ctx, actor(), { userId: params.userId, module: params.module, grant: body }),
        'Permiso guardado.',
      ),
  });
}
