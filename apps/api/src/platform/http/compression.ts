import { constants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed body saves less than it costs: sent as it is. */
export const COMPRESS_FROM_BYTES = 1024;

/** What the API answers in, best first; a client that asks for neither gets the plain body. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/**
 * Brotli's quality for an answer compressed per request (decision 196): 4 is about as cheap as gzip's
 * default and still smaller; 11 costs tens of times more, and is only for bodies compressed once.
 */
export const PER_REQUEST_BROTLI_QUALITY = 4;

/** JSON and CSV by name; other types as mime-db says (XML, plain text yes; PDF, images, ZIP, XLSX no). */
const COMPRESSIBLE = /^(?:application\/json|text\/csv)(?:;|$)/;

/**
 * Every answer of the routes registered in `api` (and its children) whose type is compressible and whose
 * body is at least COMPRESS_FROM_BYTES goes out in br or gzip, as the client's Accept-Encoding asks,
 * with `Vary: accept-encoding`. An answer that already names its encoding (a `PreparedAnswer`) is left
 * as it is. Request bodies are not decompressed: no client of ours sends them so.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESS_FROM_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
    globalDecompression: false,
  });
}

/**
 * The encoding @fastify/compress picks for this Accept-Encoding, by the same rule (its own negotiator,
 * `*` and `x-gzip` read as gzip), for answers compressed ahead of time; null: the plain body.
 * compression.test.ts holds the two to the same choice.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (acceptEncoding === undefined) return null;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip');
  return negotiate(header, [...ANSWER_ENCODINGS]);
}
