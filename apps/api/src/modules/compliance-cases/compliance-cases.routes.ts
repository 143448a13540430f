import { caseEndpoints } from '@cambix/contract';
import { caseSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, prepareInput, routeConfig, withMessage } from '../../platform/http/route.ts';
import { sendUploadedFile } from '../../platform/http/uploaded-file.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { addCaseAlert, addCaseNote, addCaseOrder } from './add-case-items.ts';
import { addCaseDocument, readCaseDocument } from './case-documents.ts';
import { archiveCase, recordRosSent, saveNarrative } from './close-case.ts';
import { getCase } from './get-case.ts';
import { listCases } from './list-cases.ts';
import { openCase } from './open-case.ts';
import { downloadRos } from './ros.ts';

/** Cumplimiento › Casos and the ROS (docs/rules/compliance.md#cases). */
export function registerComplianceCaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const endpoints = caseEndpoints;
  const schemas = caseSchemas;

  defineRoute(app, ctx, endpoints.list, schemas.list, {
    handler: async ({ query, actor }) => listCases(ctx, actor().userId, query),
  });

  defineRoute(app, ctx, endpoints.detail, schemas.detail, {
    handler: async ({ params, actor }) => getCase(ctx, actor().userId, params.caseId),
  });

  // The stored file itself, sandboxed like every upload we answer (decision 078); `?download=1` saves it.
  app.route<{ Querystring: { download?: string } }>({
    method: endpoints.document.method,
    url: endpoints.document.path,
    config: routeConfig(endpoints.document),
    async handler(request, reply) {
      const input = await prepareInput(ctx, request, reply, endpoints.document, schemas.document);
      const file = await readCaseDocument(
        ctx,
        input.actor().userId,
        input.params.caseId,
        input.params.itemId,
      );
      return sendUploadedFile(reply, {
        ...file,
        cacheControl: 'private, no-store',
        download: request.query.download === '1',
      });
    },
  });

  defineDownload(app, ctx, endpoints.ros, schemas.ros, {
    handler: async ({ params, actor }) => downloadRos(ctx, actor().userId, params.caseId),
  });

  defineRoute(app, ctx, endpoints.open, schemas.open, {
    handler: async ({ body, actor }) =>
      withMessage(await openCase(ctx, actor().userId, body), 'Caso abierto.'),
  });

  defineRoute(app, ctx, endpoints.addAlert, schemas.addAlert, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await addCaseAlert(ctx, actor().userId, params.caseId, body.alertId),
        'Alerta agregada al caso.',
      ),
  });

  defineRoute(app, ctx, endpoints.addOrder, schemas.addOrder, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await addCaseOrder(ctx, actor().userId, params.caseId, body.code),
        'Orden agregada al caso.',
      ),
  });

  defineRoute(app, ctx, endpoints.addNote, schemas.addNote, {
    handler: async ({ params, body, actor }) =>
      withMessage(await addCaseNote(ctx, actor().userId, params.caseId, body.text), 'Nota agregada.'),
  });

  defineRoute(app, ctx, endpoints.addDocument, schemas.addDocument, {
    handler: async ({ request, params, actor }) =>
      withMessage(
        await addCaseDocument(ctx, actor().userId, params.caseId, await readMultipart(request)),
        'Documento agregado al caso.',
      ),
  });

  defineRoute(app, ctx, endpoints.narrative, schemas.narrative, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await saveNarrative(ctx, actor().userId, params.caseId, body.narrative),
        'Narración guardada.',
      ),
  });

  defineRoute(app, ctx, endpoints.archive, schemas.archive, {
    handler: async ({ params, body, actor }) =>
      withMessage(await archiveCase(ctx, actor().userId, params.caseId, body.reason), 'Caso archivado.'),
  });

  defineRoute(app, ctx, endpoints.rosSent, schemas.rosSent, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await recordRosSent(ctx, actor().userId, params.caseId, {
          sentOn: body.sentOn,
          uifReference: body.uifReference ?? null,
        }),
        'Envío del ROS registrado. El caso queda reportado.',
      ),
  });
}
