import type { ScreeningListVersion } from '@cambix/contract';
import { screeningImportFields } from '@cambix/contract/schemas';
import { fieldsOf } from '../../platform/http/envelope.ts';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../../platform/audit.ts';
import { screeningListEntries, screeningListVersions } from '../../platform/db/schema/index.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { AppError } from '../../platform/errors.ts';
import { readVersion } from './list-versions.ts';
import { matchDocument, matchName } from './normalize-name.ts';
import { readListFile } from './read-list-file.ts';
import { countScreenedPeople, RESCREEN_JOBS } from './rescreen-customers.ts';

const INSERT_BATCH = 500;

/**
 * docs/rules/compliance.md#lists: the officer imports a list file in its published format. The file is read
 * whole first: a malformed one is refused and nothing is stored. Then, in one transaction, the new version
 * with its entries, its audit row and the job that screens every customer against it.
 */
export async function importList(
  ctx: AppContext,
  actorId: number,
  form: UploadedForm,
): Promise<ScreeningListVersion> {
  const fields = screeningImportFields.safeParse(form.fields);
  if (!fields.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(fields.error) });
  const { list } = fields.data;
  if (!form.file)
    throw new AppError('UPLOAD_MISSING', { fields: { file: 'Adjunta el archivo de la lista.' } });
  const entries = readListFile(list, form.file.data);
  const fileName = form.file.filename.trim().slice(0, 200) || `${list}`;
  const versionId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [version] = await tx
      .insert(screeningListVersions)
      .values({
        list,
        fileName,
        importedBy: actorId,
        importedAt: now,
        entryCount: entries.length,
        individualCount: entries.filter((entry) => entry.kind === 'individual').length,
        rescreenTotal: await countScreenedPeople(tx),
      })
      .returning({ id: screeningListVersions.id });
    if (!version) throw new Error('list version not inserted');
    for (let start = 0; start < entries.length; start += INSERT_BATCH) {
      await tx.insert(screeningListEntries).values(
        entries.slice(start, start + INSERT_BATCH).map((entry) => ({
          versionId: version.id,
          reference: entry.reference,
          kind: entry.kind,
          fullName: entry.fullName,
          matchName: matchName(entry.fullName),
          aliases: entry.aliases.map(matchName).filter(Boolean),
          documents: entry.documents.map(matchDocument).filter(Boolean),
          details: entry.details,
          positionUntil: entry.positionUntil,
        })),
      );
    }
    await recordAudit(tx, {
      actorId,
      action: 'screening-list.import',
      targetType: 'screening_list_version',
      targetId: version.id,
      after: { list, fileName, entries: entries.length },
    });
    await ctx.jobs.send(tx, RESCREEN_JOBS, [{ versionId: version.id }]);
    return version.id;
  });
  return readVersion(ctx.db, versionId);
}
