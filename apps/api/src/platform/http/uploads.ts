import type { MultipartFile } from '@fastify/multipart';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '@cambix/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.ts';
import { loadSharp } from '../sharp.ts';

/** docs/rules/identity.md#private-images: at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const LONGEST_SIDE = 2400;

export interface UploadedForm {
  fields: Record<string, string>;
  file: { data: Buffer; filename: string } | null;
}

/** Reads a multipart form: its text fields and one file (the first), refusing more than the size limit. */
export async function readMultipart(request: FastifyRequest): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_MISSING');
  const fields: Record<string, string> = {};
  let file: UploadedForm['file'] = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === 'file') {
        const data = await (part as MultipartFile).toBuffer();
        file = { data, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('UPLOAD_TOO_LARGE');
    throw error;
  }
  // The same text rule as every JSON request (route.ts): the form's fields bypass defineRoute's parsing.
  const unsafe = unsafeTextPath(fields);
  if (unsafe !== null) throw new AppError('VALIDATION_FAILED', { fields: { [unsafe]: UNSAFE_TEXT_MESSAGE } });
  return { fields, file };
}

export interface StoredImage {
  data: Buffer;
  mimeType: string;
  extension: string;
}

/**
 * Accepts JPEG, PNG or WebP by their bytes (never the name or the declared type), turns it upright, and
 * re-encodes it as JPEG without metadata (location, device) and at most 2400 px on its longest side.
 */
export async function reencodeImage(
  data: Buffer,
  options: { allowPdf?: boolean } = {},
): Promise<StoredImage> {
  if (data.length === 0) throw new AppError('UPLOAD_MISSING');
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError('UPLOAD_TOO_LARGE');
  const type = await fileTypeFromBuffer(data);
  if (options.allowPdf && type?.mime === 'application/pdf') {
    return { data, mimeType: 'application/pdf', extension: 'pdf' };
  }
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw new AppError(options.allowPdf ? 'UPLOAD_TYPE_NOT_ALLOWED_PDF' : 'UPLOAD_TYPE_NOT_ALLOWED');
  }
  const sharp = await loadSharp();
  try {
    const output = await sharp(data, { failOn: 'error' })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { data: output, mimeType: 'image/jpeg', extension: 'jpg' };
  } catch {
    throw new AppError('UPLOAD_UNREADABLE');
  }
}
