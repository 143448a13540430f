import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { success } from './envelope.ts';

// Below this a compressed body saves less than it costs.
const GZIP_FROM_BYTES = 1024;

/**
 * A success answer checked against the contract, serialized and tagged once: for data that changes
 * only when staff edit it (catalogues). A handler returns it from memory; `defineRoute` sends it with
 * its ETag, answers 304 to a browser that has it, and gzips it (once) for a browser that accepts that.
 */
export class PreparedAnswer<T> {
  /** The value as the contract checked it. */
  readonly data: T;
  readonly body: string;
  readonly etag: string;
  #gzipped: Buffer | undefined;

  constructor(schema: ZodType<T>, data: unknown) {
    this.data = schema.parse(data);
    this.body = JSON.stringify(success(this.data));
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  send(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number): FastifyReply {
    reply
      .header('etag', this.etag)
      .header(
        'cache-control',
        `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 10}`,
      )
      .header('vary', 'accept-encoding');
    const known = request.headers['if-none-match'];
    if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === this.etag)) {
      return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    if (this.body.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      this.#gzipped ??= gzipSync(this.body);
      return reply.header('content-encoding', 'gzip').send(this.#gzipped);
    }
    return reply.send(this.body);
  }
}
