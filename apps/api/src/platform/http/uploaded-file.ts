import type { FastifyReply } from 'fastify';

/**
 * Every file someone uploaded is answered with this policy instead of the app's (decision 078): as a
 * document it is a sandbox (an opaque origin, no script, no form, no popup) that loads nothing, so
 * nothing inside a PDF or an image can act in our origin; as an <img> it is unaffected.
 */
export const UPLOADED_FILE_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

export interface UploadedFileAnswer {
  data: Buffer;
  mimeType: string;
  cacheControl: string;
  /** Offered as a download under this name instead of shown. */
  downloadAs?: string | null;
}

/** Sends a stored upload with its own type (never sniffed) and the sandbox policy. */
export function sendUploadedFile(reply: FastifyReply, file: UploadedFileAnswer): FastifyReply {
  const disposition = file.downloadAs ? `attachment; filename="${file.downloadAs}"` : 'inline';
  return reply
    .header('cache-control', file.cacheControl)
    .header('content-disposition', disposition)
    .header('content-security-policy', UPLOADED_FILE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .type(file.mimeType)
    .send(file.data);
}
