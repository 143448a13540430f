import { fileEndpoints } from '@cambix/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { openFileLink } from './file-links.ts';

/** `GET /api/files/:token`: the signed link is the credential (an <img> sends no bearer header). */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { token: string } }>(
    fileEndpoints.open.path,
    { config: { access: access.open } },
    async (request, reply) => {
      const { data, mimeType } = await openFileLink(ctx, request.params.token);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .type(mimeType)
        .send(data);
    },
  );
}
