import { manualMovementEndpoints, type ManualMovement } from '@cambix/contract';
import { manualMovementSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, prepareInput, routeConfig, withMessage } from '../../platform/http/route.ts';
import { sendUploadedFile } from '../../platform/http/uploaded-file.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { listManualMovements } from './list-manual-movements.ts';
import { readMovementAttachment } from './movement-attachment.ts';
import { movementOptions } from './movement-options.ts';
import { recordManualMovement } from './record-manual-movement.ts';
import { reverseEntry } from './reverse-entry.ts';

function recordedMessage(movement: ManualMovement): string {
  if (movement.state === 'pending') return 'Movimiento enviado a aprobación: otra persona debe aprobarlo.';
  return movement.type === 'transfer' ? 'Transferencia registrada.' : 'Movimiento registrado.';
}

/**
 * Egreso (/dashboard/egreso): manual ingresos, egresos and transfers, and reversals. Approving or rejecting
 * a waiting one is the approvals module's, one path for every request (decision 148).
 */
export function registerManualMovementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const endpoints = manualMovementEndpoints;
  const schemas = manualMovementSchemas;

  defineRoute(app, ctx, endpoints.options, schemas.options, {
    handler: async () => movementOptions(ctx),
  });

  defineRoute(app, ctx, endpoints.list, schemas.list, {
    handler: async ({ query }) => listManualMovements(ctx, query),
  });

  defineRoute(app, ctx, endpoints.create, schemas.create, {
    handler: async ({ request, actor }) => {
      const movement = await recordManualMovement(ctx, actor(), await readMultipart(request));
      return withMessage(movement, recordedMessage(movement));
    },
  });

  // The stored file itself, sandboxed like every upload we answer (decision 078); `?download=1` saves it.
  app.route<{ Querystring: { download?: string } }>({
    method: endpoints.attachment.method,
    url: endpoints.attachment.path,
    config: routeConfig(endpoints.attachment),
    async handler(request, reply) {
      const { params } = await prepareInput(ctx, request, reply, endpoints.attachment, schemas.attachment);
      const file = await readMovementAttachment(ctx, params.movementId);
      return sendUploadedFile(reply, {
        ...file,
        cacheControl: 'private, no-store',
        download: request.query.download === '1',
      });
    },
  });

  defineRoute(app, ctx, endpoints.reverse, schemas.reverse, {
    handler: async ({ params, body, actor }) => {
      const result = await reverseEntry(ctx, actor().userId, params.entryId, body.reason);
      const message =
        result.pendingApprovalId !== null
          ? 'Reversión enviada a aprobación: otra persona debe aprobarla.'
          : result.reversals.length > 1
            ? 'Transferencia revertida (sus dos movimientos).'
            : 'Movimiento revertido.';
      return withMessage(result, message);
    },
  });
}
