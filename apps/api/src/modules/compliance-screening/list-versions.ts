import type { ScreeningListEntries, ScreeningListVersion } from '@cambix/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { screeningListEntries, screeningListVersions, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

const versionColumns = {
  id: screeningListVersions.id,
  list: screeningListVersions.list,
  fileName: screeningListVersions.fileName,
  importedAt: screeningListVersions.importedAt,
  importedBy: sql<string>`${users.nombres} || ' ' || ${users.apellidoPaterno}`,
  entryCount: screeningListVersions.entryCount,
  individualCount: screeningListVersions.individualCount,
  current: sql<boolean>`${screeningListVersions.id} = (select max(v.id) from screening_list_versions v where v.list = ${screeningListVersions.list})`,
  total: screeningListVersions.rescreenTotal,
  done: screeningListVersions.rescreenDone,
  hits: screeningListVersions.rescreenHits,
  finishedAt: screeningListVersions.rescreenFinishedAt,
};

const toVersion = (row: VersionRow): ScreeningListVersion => ({
  id: row.id,
  list: row.list,
  fileName: row.fileName,
  importedAt: row.importedAt.toISOString(),
  importedBy: row.importedBy,
  entryCount: row.entryCount,
  individualCount: row.individualCount,
  current: row.current,
  rescreen: {
    total: row.total,
    done: row.done,
    hits: row.hits,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  },
});

type VersionRow = Awaited<ReturnType<typeof versionQuery>>[number];

function versionQuery(db: Queryable) {
  return db
    .select(versionColumns)
    .from(screeningListVersions)
    .innerJoin(users, eq(users.id, screeningListVersions.importedBy));
}

/** Every imported version, newest first (docs/rules/compliance.md#lists). */
export async function listVersions(db: Queryable): Promise<{ rows: ScreeningListVersion[] }> {
  const rows = await versionQuery(db).orderBy(desc(screeningListVersions.id));
  return { rows: rows.map(toVersion) };
}

export async function readVersion(db: Queryable, versionId: number): Promise<ScreeningListVersion> {
  const [row] = await versionQuery(db).where(eq(screeningListVersions.id, versionId));
  if (!row) throw new AppError('NOT_FOUND');
  return toVersion(row);
}

/** One version with its entries: an older version stays readable. */
export async function readVersionEntries(db: Queryable, versionId: number): Promise<ScreeningListEntries> {
  const version = await readVersion(db, versionId);
  const rows = await db
    .select({
      id: screeningListEntries.id,
      reference: screeningListEntries.reference,
      kind: screeningListEntries.kind,
      fullName: screeningListEntries.fullName,
      documents: screeningListEntries.documents,
      details: screeningListEntries.details,
    })
    .from(screeningListEntries)
    .where(eq(screeningListEntries.versionId, versionId))
    .orderBy(asc(screeningListEntries.id));
  return { version, rows };
}
