import { screeningEndpoints } from '@cambix/contract';
import { screeningSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { decideAlert } from './decide-alert.ts';
import { listAlerts } from './list-alerts.ts';

/** Cumplimiento › Alertas (docs/rules/compliance.md#alerts). */
export function registerComplianceAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, screeningEndpoints.alerts, screeningSchemas.alerts, {
    handler: async ({ query, actor }) => listAlerts(ctx, actor().userId, query),
  });

  defineRoute(app, ctx, screeningEndpoints.confirm, screeningSchemas.confirm, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await decideAlert(ctx, actor().userId, params.alertId, 'confirm', body.reason),
        'Coincidencia confirmada.',
      ),
  });

  defineRoute(app, ctx, screeningEndpoints.discard, screeningSchemas.discard, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await decideAlert(ctx, actor().userId, params.alertId, 'discard', body.reason),
        'Alerta descartada. El cliente puede volver a operar.',
      ),
  });
}
