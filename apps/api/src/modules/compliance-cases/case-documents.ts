import { caseCode, type ComplianceCase } from '@cambix/contract';
import { caseDocumentFields } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { complianceCaseItems } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fieldsOf } from '../../platform/http/envelope.ts';
import { reencodeImage, type UploadedForm } from '../../platform/http/uploads.ts';
import { auditCaseChange, auditCaseRead, lockOpenCase } from './case-access.ts';
import { readCase } from './case-view.ts';

/** The uploaded name, as a viewer may show it: its last segment, no control characters, at most 120. */
function shownName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 110) || 'documento';
  return `${stem}.${extension}`;
}

/**
 * A document into an open case: a PDF kept as sent, or a photo re-encoded without its metadata, as every
 * upload (docs/rules/identity.md#private-images); stored privately before the transaction, and removed
 * again if the case refuses it.
 */
export async function addCaseDocument(
  ctx: AppContext,
  actorId: number,
  caseId: number,
  form: UploadedForm,
): Promise<ComplianceCase> {
  const fields = caseDocumentFields.safeParse(form.fields);
  if (!fields.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(fields.error) });
  if (!form.file) throw new AppError('UPLOAD_MISSING');
  const stored = await reencodeImage(form.file.data, { allowPdf: true });
  const storageKey = await ctx.storage.put(stored.data, stored.extension);
  try {
    await ctx.db.transaction(async (tx) => {
      await lockOpenCase(tx, caseId);
      const fileName = shownName(form.file!.filename, stored.extension);
      const [item] = await tx
        .insert(complianceCaseItems)
        .values({
          caseId,
          kind: 'document',
          storageKey,
          mimeType: stored.mimeType,
          fileName,
          byteSize: stored.data.length,
          text: fields.data.description || null,
          addedBy: actorId,
          addedAt: ctx.now(),
        })
        .returning({ id: complianceCaseItems.id });
      await auditCaseChange(tx, actorId, caseId, 'add-document', { itemId: item?.id, fileName });
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return readCase(ctx.db, caseId);
}

/** A case's document as stored, its read audited; named by the case, never by its storage key. */
export async function readCaseDocument(
  ctx: AppContext,
  actorId: number,
  caseId: number,
  itemId: number,
): Promise<{ data: Buffer; mimeType: string; fileName: string }> {
  const file = await ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        storageKey: complianceCaseItems.storageKey,
        mimeType: complianceCaseItems.mimeType,
        fileName: complianceCaseItems.fileName,
      })
      .from(complianceCaseItems)
      .where(
        and(
          eq(complianceCaseItems.id, itemId),
          eq(complianceCaseItems.caseId, caseId),
          eq(complianceCaseItems.kind, 'document'),
        ),
      );
    if (!item?.storageKey) throw new AppError('CASE_DOCUMENT_NOT_FOUND');
    await auditCaseRead(tx, actorId, caseId, { read: 'document', itemId });
    return item;
  });
  const extension = file.fileName?.split('.').pop() ?? 'bin';
  return {
    data: await ctx.storage.get(file.storageKey!),
    mimeType: file.mimeType ?? 'application/octet-stream',
    fileName: `${caseCode(caseId).toLowerCase()}-documento-${itemId}.${extension}`,
  };
}
