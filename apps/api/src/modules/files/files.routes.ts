import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { sendUploadedFile } from '../../platform/http/uploaded-file.ts';
import { openFileLink } from './file-links.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * `GET /api/files/:token`: the signed link is the credential (an <img> sends no bearer header). Shown in
 * the browser under the uploads' sandbox policy; `?download=1` offers it as a file to save instead.
 */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { token: string }; Querystring: { download?: string } }>(
    '/api/files/:token',
    { config: { access: access.open } },
    async (request, reply) => {
      const { data, mimeType } = await openFileLink(ctx, request.params.token);
      const download = request.query.download === '1';
      return sendUploadedFile(reply, {
        data,
        mimeType,
        cacheControl: 'private, no-store',
        downloadAs: download ? `comprobante.${EXTENSIONS[mimeType] ?? 'bin'}` : null,
      });
    },
  );
}
