import { buildPath, fileEndpoints } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../platform/context.ts';
import { fileAccessLog, identityDocuments, orderFiles } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Long enough to open an image, short enough that a copied link soon stops working. */
export const FILE_LINK_SECONDS = 5 * 60;

export type FileKind = 'identity_document' | 'order_file';

interface StoredFile {
  storageKey: string;
  mimeType: string;
}

/** Where each kind of private file lives; later kinds (vouchers, receipts) add their own lookup. */
const lookups: Record<FileKind, (ctx: AppContext, id: number) => Promise<StoredFile | undefined>> = {
  async identity_document(ctx, id) {
    const [file] = await ctx.db
      .select({ storageKey: identityDocuments.storageKey, mimeType: identityDocuments.mimeType })
      .from(identityDocuments)
      .where(and(eq(identityDocuments.id, id), isNull(identityDocuments.replacedAt)));
    return file;
  },
  async order_file(ctx, id) {
    const [file] = await ctx.db
      .select({ storageKey: orderFiles.storageKey, mimeType: orderFiles.mimeType })
      .from(orderFiles)
      .where(and(eq(orderFiles.id, id), isNull(orderFiles.replacedAt)));
    return file;
  },
};

/**
 * A short-lived link to one private file for one viewer, usable as an <img src> without headers. The
 * caller has already checked that this viewer may see the file.
 */
export async function signFileLink(ctx: AppContext, file: { kind: FileKind; id: number }, viewerId: number) {
  const token = await new SignJWT({ kind: file.kind, fid: file.id, aud: 'file' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(viewerId))
    .setIssuedAt(Math.floor(ctx.now().getTime() / 1000))
    .setExpirationTime(Math.floor(ctx.now().getTime() / 1000) + FILE_LINK_SECONDS)
    .sign(ctx.keys.jwtSecret);
  return buildPath(fileEndpoints.open.path, { token });
}

/** Opens a signed link: checks it, logs the view, and returns the file's bytes and type. */
export async function openFileLink(
  ctx: AppContext,
  token: string,
): Promise<{ kind: FileKind; data: Buffer; mimeType: string }> {
  let claims: { kind?: unknown; fid?: unknown; sub?: string };
  try {
    ({ payload: claims } = await jwtVerify(token, ctx.keys.jwtSecret, {
      algorithms: ['HS256'],
      audience: 'file',
      currentDate: ctx.now(),
    }));
  } catch {
    throw new AppError('FILE_LINK_INVALID');
  }
  const kind = claims.kind as FileKind;
  const id = Number(claims.fid);
  const viewerId = Number(claims.sub);
  const lookup = lookups[kind];
  const file = lookup ? await lookup(ctx, id) : undefined;
  if (!file) throw new AppError('FILE_LINK_INVALID');
  await ctx.db.insert(fileAccessLog).values({ fileKind: kind, fileId: id, viewerId });
  return { kind, data: await ctx.storage.get(file.storageKey), mimeType: file.mimeType };
}
