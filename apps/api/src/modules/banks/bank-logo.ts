import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../platform/context.ts';
import { banks } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/sharp.ts';

export const LOGO_MAX_BYTES = 200 * 1024;
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const LOGO_LONGEST_SIDE = 512;
export const LOGO_EXTENSION = 'webp';

/**
 * A logo as it is kept: PNG, JPEG or WebP by its bytes (never SVG: served from our origin it could run
 * script), re-encoded as WebP without metadata, transparency kept, at most 512 px on its longest side.
 */
export async function reencodeLogo(data: Buffer): Promise<Buffer> {
  if (data.length === 0) throw new AppError('UPLOAD_MISSING');
  if (data.length > LOGO_MAX_BYTES) {
    throw new AppError('UPLOAD_TOO_LARGE', { message: 'El logo pesa más de 200 KB. Elige uno más liviano.' });
  }
  const type = await fileTypeFromBuffer(data);
  if (!type || !LOGO_TYPES.has(type.mime)) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
  const sharp = await loadSharp();
  try {
    return await sharp(data, { failOn: 'error' })
      .resize({
        width: LOGO_LONGEST_SIDE,
        height: LOGO_LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new AppError('UPLOAD_UNREADABLE');
  }
}

const versionOf = (storageKey: string): string => storageKey.replace(/^.*\//, '').slice(0, 12);

/** Where `GET /api/banks/:bankId/logo` serves a stored logo; the version changes with every upload. */
export function logoUrlOf(bankId: number, storageKey: string): string {
  return `/api/banks/${bankId}/logo?v=${versionOf(storageKey)}`;
}

/** The stored logo of a bank and its version, or NOT_FOUND when it has none. */
export async function readBankLogo(
  ctx: AppContext,
  bankId: number,
): Promise<{ data: Buffer; version: string; mimeType: string }> {
  const [bank] = await ctx.db.select({ logoKey: banks.logoKey }).from(banks).where(eq(banks.id, bankId));
  if (!bank?.logoKey) throw new AppError('NOT_FOUND');
  return {
    data: await ctx.storage.get(bank.logoKey),
    version: versionOf(bank.logoKey),
    mimeType: 'image/webp',
  };
}
