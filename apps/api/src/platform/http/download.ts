import type { Endpoint } from '@cambix/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  prepareInput,
  routeConfig,
  type HandlerInput,
  type RouteAdditions,
  type RouteSchemas,
} from './route.ts';

/** A file a route answers with instead of an envelope. */
export interface FileAnswer {
  /** ASCII file name offered to the browser, e.g. `clientes-2026-11-21.csv`. */
  filename: string;
  contentType: string;
  body: string | Buffer;
}

export interface DownloadOptions<S extends RouteSchemas> extends Omit<RouteAdditions<S>, 'linkSession'> {
  handler(input: HandlerInput<S>): Promise<FileAnswer>;
}

/**
 * Registers a contract endpoint that answers a file to download (CSV exports). Access (the endpoint's
 * callers) and input go through the same door as `defineRoute`; a refusal still answers the JSON envelope.
 * JSON answers always use `defineRoute`.
 */
export function defineDownload<S extends RouteSchemas>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: Endpoint,
  schemas: S,
  options: DownloadOptions<S>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: routeConfig(endpoint, options),
    async handler(request, reply) {
      const input = await prepareInput(ctx, request, reply, endpoint, schemas, options);
      const file = await options.handler(input);
      const filename = file.filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  });
}
