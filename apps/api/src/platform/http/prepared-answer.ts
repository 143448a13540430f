import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { success } from './envelope.ts';
import { COMPRESS_FROM_BYTES, negotiateEncoding, type AnswerEncoding } from './compression.ts';

// Compressed once per catalogue and kept, so the slowest and smallest setting pays.
const COMPRESS_ONCE: Record<AnswerEncoding, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
};

interface Representation {
  encoding: AnswerEncoding | null;
  etag: string;
  body: string | Buffer;
}

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 13.1.2) or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Vary with accept-encoding added to what is there already (CORS' `Origin`). */
function withAcceptEncoding(vary: ReturnType<FastifyReply['getHeader']>): string {
  const names = [vary ?? []].flat().flatMap((value) => String(value).split(','));
  const kept = names.map((name) => name.trim()).filter((name) => name !== '');
  return kept.some((name) => name.toLowerCase() === 'accept-encoding')
    ? kept.join(', ')
    : [...kept, 'accept-encoding'].join(', ');
}

/**
 * A success answer checked against the contract, serialized and tagged once: for data that changes
 * only when staff edit it (catalogues). A handler returns it from memory; `defineRoute` sends it in the
 * encoding the client asks for (compressed once per encoding, then kept), each encoding with its own
 * ETag, and answers 304 to a browser that has that very representation.
 */
export class PreparedAnswer<T> {
  /** The value as the contract checked it. */
  readonly data: T;
  readonly body: string;
  /** The ETag of the plain body; a compressed body's is this one with its encoding added (`"…-br"`). */
  readonly etag: string;
  readonly #compressed = new Map<AnswerEncoding, Representation>();

  constructor(schema: ZodType<T>, data: unknown) {
    this.data = schema.parse(data);
    this.body = JSON.stringify(success(this.data));
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  #representation(encoding: AnswerEncoding | null): Representation {
    if (encoding === null || Buffer.byteLength(this.body) < COMPRESS_FROM_BYTES) {
      return { encoding: null, etag: this.etag, body: this.body };
    }
    let compressed = this.#compressed.get(encoding);
    if (!compressed) {
      compressed = {
        encoding,
        etag: `${this.etag.slice(0, -1)}-${encoding}"`,
        body: COMPRESS_ONCE[encoding](this.body),
      };
      this.#compressed.set(encoding, compressed);
    }
    return compressed;
  }

  send(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number): FastifyReply {
    const representation = this.#representation(negotiateEncoding(request.headers['accept-encoding']));
    reply
      .header('etag', representation.etag)
      .header(
        'cache-control',
        `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 10}`,
      )
      .header('vary', withAcceptEncoding(reply.getHeader('vary')));
    if (matches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (representation.encoding) reply.header('content-encoding', representation.encoding);
    return reply.send(representation.body);
  }
}
