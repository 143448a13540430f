import type { ScreeningListVersion } from '@cambix/contract';
import { screeningImportFields } from '@cambix/contract/schemas';
import { fieldsOf } from '../../platform/http/envelope.ts';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../../platform/audit.ts';
import { screeningListVersions } from '../../platform/db/schema/index.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { AppError } from '../../platform/errors.ts';
import { readVersion } from './list-versions.ts';
import { readListFile } from './read-list-file.ts';
import { storeListEntries } from './store-entries.ts';
import { countScreenedPeople, RESCREEN_JOBS } from './rescreen-customers.ts';

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
    await storeListEntries(tx, version.id, entries);
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
