import { KYC_STEP_DOCUMENTS, type IdentityDocument, type IdentityDocumentKind } from '@cambix/contract';
import { sendImageFields } from '@cambix/contract/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { identityDocuments, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fieldsOf } from '../../platform/http/envelope.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { reencodeImage } from '../../platform/http/uploads.ts';
import { currentDocuments, presentDocument, toStoredKind } from './identity-documents.ts';

/** The DNI photos belong to step 1, the selfie to step 2 (docs/rules/identity.md#kyc-step). */
export function kindFitsStep(kind: IdentityDocumentKind, step: number): boolean {
  return KYC_STEP_DOCUMENTS[step]?.includes(kind) ?? false;
}

/**
 * `POST /api/sendImage`: stores one identity photo of the caller, checked by its bytes, re-encoded without
 * metadata and kept private. A new photo of a kind replaces the earlier one, which stays on record.
 */
export async function uploadIdentityDocument(
  ctx: AppContext,
  userId: number,
  form: UploadedForm,
): Promise<IdentityDocument> {
  const fields = sendImageFields.safeParse(form.fields);
  if (!fields.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(fields.error) });
  const { kind } = fields.data;
  if (!form.file) throw new AppError('UPLOAD_MISSING');

  const [owner] = await ctx.db.select({ kycStep: users.kycStep }).from(users).where(eq(users.id, userId));
  if (!owner) throw new AppError('USER_NOT_FOUND');
  if (!kindFitsStep(kind, owner.kycStep)) throw new AppError('KYC_STEP_NOT_CURRENT');

  const image = await reencodeImage(form.file.data);
  const storageKey = await ctx.storage.put(image.data, image.extension);
  const now = ctx.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // One upload at a time per customer: the step is read again under the lock, and the swap is atomic.
      const [locked] = await tx
        .select({ kycStep: users.kycStep })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!locked || !kindFitsStep(kind, locked.kycStep)) throw new AppError('KYC_STEP_NOT_CURRENT');
      await tx
        .update(identityDocuments)
        .set({ replacedAt: now })
        .where(
          and(
            eq(identityDocuments.userId, userId),
            eq(identityDocuments.kind, toStoredKind(kind)),
            isNull(identityDocuments.replacedAt),
          ),
        );
      const [inserted] = await tx
        .insert(identityDocuments)
        .values({
          userId,
          kind: toStoredKind(kind),
          storageKey,
          mimeType: image.mimeType,
          byteSize: image.data.length,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no document');
      return inserted;
    });
    return presentDocument(ctx, row, userId);
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The kinds a step needs that the customer has not uploaded. */
export async function missingDocuments(
  ctx: AppContext,
  userId: number,
  step: number,
): Promise<IdentityDocumentKind[]> {
  const present = new Set((await currentDocuments(ctx.db, userId)).map((row) => row.kind));
  return (KYC_STEP_DOCUMENTS[step] ?? []).filter((kind) => !present.has(toStoredKind(kind)));
}
