import { screeningEndpoints } from '@cambix/contract';
import { screeningSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { importList } from './import-list.ts';
import { listVersions, readVersionEntries } from './list-versions.ts';

// A list file of several megabytes is real work: an officer imports a few a day.
const importLimit = { max: 30, timeWindow: '1 minute' };

/** Cumplimiento › Listas (docs/rules/compliance.md#lists). */
export function registerScreeningRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, screeningEndpoints.versions, screeningSchemas.versions, {
    handler: async () => listVersions(ctx.db),
  });

  defineRoute(app, ctx, screeningEndpoints.entries, screeningSchemas.entries, {
    handler: async ({ params }) => readVersionEntries(ctx.db, params.versionId),
  });

  defineRoute(app, ctx, screeningEndpoints.import, screeningSchemas.import, {
    rateLimit: importLimit,
    handler: async ({ request, actor }) =>
      withMessage(
        await importList(ctx, actor().userId, await readMultipart(request)),
        'Lista importada. Revisamos a todos los clientes contra la nueva versión.',
      ),
  });
}
