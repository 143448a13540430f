import { approvalEndpoints, manualMovementEndpoints } from '@cambix/contract';
import { approvalSchemas, manualMovementSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { approveRequest, rejectRequest } from './decide-approval.ts';
import { approveMovement, rejectMovement } from './decide-movement.ts';
import { listApprovals } from './list-approvals.ts';

/**
 * Four-eyes requests (decisions 131, 148). The routes admit staff of any module that has them; each request
 * then needs edit on its own module, checked in the use case. Egreso's approve and reject of a manual
 * movement decide its request here too, through the same path.
 */
export function registerApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, approvalEndpoints.pending, approvalSchemas.pending, {
    handler: async ({ actor }) => listApprovals(ctx, actor()),
  });

  defineRoute(app, ctx, approvalEndpoints.approve, approvalSchemas.approve, {
    handler: async ({ params, actor }) =>
      withMessage(await approveRequest(ctx, actor(), params.requestId), 'Solicitud aprobada y registrada.'),
  });

  defineRoute(app, ctx, approvalEndpoints.reject, approvalSchemas.reject, {
    handler: async ({ params, body, actor }) =>
      withMessage(await rejectRequest(ctx, actor(), params.requestId, body.reason), 'Solicitud rechazada.'),
  });

  defineRoute(app, ctx, manualMovementEndpoints.approve, manualMovementSchemas.approve, {
    handler: async ({ params, actor }) =>
      withMessage(
        await approveMovement(ctx, actor(), params.movementId),
        'Movimiento aprobado y registrado.',
      ),
  });

  defineRoute(app, ctx, manualMovementEndpoints.reject, manualMovementSchemas.reject, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await rejectMovement(ctx, actor(), params.movementId, body.reason),
        'Movimiento rechazado.',
      ),
  });
}
