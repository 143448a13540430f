import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { manualMovements } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg' };

/** A movement's attachment as stored, with the name a viewer shows (never the storage key). */
export async function readMovementAttachment(
  ctx: AppContext,
  movementId: number,
): Promise<{ data: Buffer; mimeType: string; fileName: string }> {
  const [movement] = await ctx.db
    .select({ key: manualMovements.attachmentKey, mime: manualMovements.attachmentMime })
    .from(manualMovements)
    .where(eq(manualMovements.id, movementId));
  if (!movement) throw new AppError('MOVEMENT_NOT_FOUND');
  if (!movement.key) throw new AppError('MOVEMENT_ATTACHMENT_MISSING');
  const mimeType = movement.mime ?? 'application/octet-stream';
  return {
    data: await ctx.storage.get(movement.key),
    mimeType,
    fileName: `adjunto-${movementId}.${EXTENSIONS[mimeType] ?? 'bin'}`,
  };
}
