import { pointsAdminEndpoints, pointsEndpoints } from '@cambix/contract';
import { pointsAdminSchemas, pointsSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { adjustPoints } from './adjust-points.ts';
import { getCustomerPoints } from './customer-points.ts';
import { getPoints } from './get-points.ts';

export function registerPointsRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, pointsEndpoints.mine, pointsSchemas.mine, {
    linkSession: { kinds: ['new_order'] },
    handler: async ({ actor }) => {
      const { userId, link } = actor();
      return getPoints(ctx, userId, { withHistory: link === undefined });
    },
  });

  // Staff: the customer file's tab Puntos (module users: view to read, edit to adjust).
  defineRoute(app, ctx, pointsAdminEndpoints.get, pointsAdminSchemas.get, {
    handler: async ({ params }) => getCustomerPoints(ctx.db, params.userId),
  });
  defineRoute(app, ctx, pointsAdminEndpoints.adjust, pointsAdminSchemas.adjust, {
    handler: async ({ params, body, actor }) => {
      const result = await adjustPoints(ctx, actor().userId, params.userId, body);
      return withMessage(
        result,
        result.pendingApprovalId !== null
          ? 'Ajuste enviado a aprobación: otra persona con permiso de edición en Usuarios debe aprobarlo.'
          : 'Ajuste de puntos guardado.',
      );
    },
  });
}
