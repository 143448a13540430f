import { fileEndpoints } from '@cambix/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { prepareInput, routeConfig } from '../../platform/http/route.ts';
import { sendUploadedFile } from '../../platform/http/uploaded-file.ts';
import { openFileLink, type FileKind } from './file-links.ts';

const NAMES: Record<FileKind, string> = { order_file: 'comprobante', identity_document: 'documento' };

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
    fileEndpoints.open.path,
    { config: routeConfig(fileEndpoints.open) },
    async (request, reply) => {
      await prepareInput(ctx, request, reply, fileEndpoints.open, {});
      const { kind, data, mimeType } = await openFileLink(ctx, request.params.token);
      return sendUploadedFile(reply, {
        data,
        mimeType,
        cacheControl: 'private, no-store',
        // Not the token: a viewer shows this name as its title.
        fileName: `${NAMES[kind]}.${EXTENSIONS[mimeType] ?? 'bin'}`,
        download: request.query.download === '1',
      });
    },
  );
}
