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
  /** The name the browser shows (a PDF viewer's title) or saves it under. */
  fileName?: string;
  /** Offered as a file to save instead of shown. */
  download?: boolean;
}

/** Sends a stored upload with its own type (never sniffed) and the sandbox policy. */
export function sendUploadedFile(reply: FastifyReply, file: UploadedFileAnswer): FastifyReply {
  const name = file.fileName ? `; filename="${file.fileName}"` : '';
  const disposition = `${file.download ? 'attachment' : 'inline'}${name}`;
  return reply
    .header('cache-control', file.cacheControl)
    .header('content-disposition', disposition)
    .header('content-security-policy', UPLOADED_FILE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .type(file.mimeType)
    .send(file.data);
}
