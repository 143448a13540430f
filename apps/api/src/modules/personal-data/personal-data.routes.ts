import { dataRequestEndpoints, incidentEndpoints, myDataEndpoints } from '@cambix/contract';
import { dataRequestSchemas, incidentSchemas, myDataSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { addIncidentEntry } from './add-incident-entry.ts';
import { answerDataRequest, startDataRequest } from './answer-data-request.ts';
import { createIncident } from './create-incident.ts';
import { getDataRequest } from './data-request-detail.ts';
import { downloadExport } from './download-export.ts';
import { fileDataRequest } from './file-data-request.ts';
import { getMyData } from './get-my-data.ts';
import { listDataRequests } from './list-data-requests.ts';
import { readIncidentDetail, readIncidentList } from './read-incidents.ts';
import { requestExport } from './request-export.ts';

/** Perfil › Mis datos and Datos personales › Solicitudes (docs/rules/personal-data.md). */
export function registerPersonalDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, myDataEndpoints.myData, myDataSchemas.myData, {
    handler: async ({ actor }) => getMyData(ctx, actor().userId),
  });

  defineRoute(app, ctx, myDataEndpoints.requestExport, myDataSchemas.requestExport, {
    rateLimit: { max: 5, timeWindow: '1 hour' },
    handler: async ({ actor }) =>
      withMessage(
        await requestExport(ctx, actor().userId),
        'Estamos preparando tus datos. Te avisaremos por correo cuando estén listos.',
      ),
  });

  defineDownload(app, ctx, myDataEndpoints.downloadExport, myDataSchemas.downloadExport, {
    handler: async ({ params, actor }) => downloadExport(ctx, actor().userId, params.exportId),
  });

  defineRoute(app, ctx, myDataEndpoints.fileRequest, myDataSchemas.fileRequest, {
    rateLimit: { max: 10, timeWindow: '1 hour' },
    handler: async ({ body, actor }) =>
      withMessage(
        await fileDataRequest(ctx, actor().userId, body),
        'Recibimos tu solicitud. Te responderemos dentro del plazo legal.',
      ),
  });

  defineRoute(app, ctx, dataRequestEndpoints.list, dataRequestSchemas.list, {
    handler: async ({ query }) => listDataRequests(ctx, query),
  });

  defineRoute(app, ctx, dataRequestEndpoints.detail, dataRequestSchemas.detail, {
    handler: async ({ params, actor }) => getDataRequest(ctx, actor().userId, params.requestId),
  });

  defineRoute(app, ctx, dataRequestEndpoints.start, dataRequestSchemas.start, {
    handler: async ({ params, actor }) =>
      withMessage(await startDataRequest(ctx, actor().userId, params.requestId), 'Solicitud en curso.'),
  });

  defineRoute(app, ctx, dataRequestEndpoints.answer, dataRequestSchemas.answer, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await answerDataRequest(ctx, actor().userId, params.requestId, body),
        body.outcome === 'atendida' ? 'Solicitud atendida.' : 'Solicitud denegada.',
      ),
  });

  defineRoute(app, ctx, incidentEndpoints.list, incidentSchemas.list, {
    handler: async ({ query, actor }) => readIncidentList(ctx, actor().userId, query),
  });

  defineRoute(app, ctx, incidentEndpoints.detail, incidentSchemas.detail, {
    handler: async ({ params, actor }) => readIncidentDetail(ctx, actor().userId, params.incidentId),
  });

  defineRoute(app, ctx, incidentEndpoints.create, incidentSchemas.create, {
    handler: async ({ body, actor }) =>
      withMessage(await createIncident(ctx, actor().userId, body), 'Incidente registrado.'),
  });

  defineRoute(app, ctx, incidentEndpoints.addEntry, incidentSchemas.addEntry, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await addIncidentEntry(ctx, actor().userId, params.incidentId, body),
        'Cambio registrado en el incidente.',
      ),
  });
}
