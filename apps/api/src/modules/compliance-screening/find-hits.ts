import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  screeningListEntries,
  screeningListNames,
  screeningListVersions,
  type SCREENING_LISTS,
} from '../../platform/db/schema/index.ts';
import { matchDocument, matchName } from './normalize-name.ts';

export interface ScreenedPerson {
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  documentNumber: string;
}

export interface ListHit {
  list: (typeof SCREENING_LISTS)[number];
  versionId: number;
  entryId: number;
  reference: string;
  listedName: string;
  details: Record<string, string>;
  positionUntil: string | null;
  /** The trigram similarity of the normalised names (best of name and aliases), four decimals. */
  score: string;
  documentMatch: boolean;
}

/** The person's name as screening reads it: given names and surnames, in any order. */
export const personMatchName = (person: ScreenedPerson): string =>
  matchName(`${person.nombres} ${person.apellidoPaterno} ${person.apellidoMaterno}`);

/**
 * docs/rules/compliance.md#matching: the entries of the newest version of each list (or of the versions
 * given) whose normalised name or an alias is at least `threshold` similar to the person's (pg_trgm's
 * similarity, rounded to four decimals), or that carry the person's document number exactly.
 *
 * Decision 164: the candidates come from indexes, not from reading every entry: the names' trigram index
 * answers `%` at a similarity a little under the threshold (`screening_name_candidates`, migration 0032),
 * the documents' GIN index answers `@>`; the rounded score then decides exactly.
 */
export async function findHits(
  db: Queryable,
  person: ScreenedPerson,
  threshold: string,
  versionIds?: readonly number[],
): Promise<ListHit[]> {
  const name = personMatchName(person);
  const document = matchDocument(person.documentNumber);
  const versions = versionIds
    ? [...versionIds]
    : (
        await db
          .selectDistinctOn([screeningListVersions.list], { id: screeningListVersions.id })
          .from(screeningListVersions)
          .orderBy(screeningListVersions.list, desc(screeningListVersions.id))
      ).map((version) => version.id);
  const inVersions = sql`array[${sql.join(
    versions.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  // Rounding to four decimals lifts a similarity up to 0.00005 to the threshold: the index may not miss it.
  const similar = db.$with('similar').as(
    db
      .select({
        entryId: sql<number>`c.entry_id`.as('entry_id'),
        best: sql<string>`round(max(c.score)::numeric, 4)`.as('best'),
      })
      .from(
        sql`screening_name_candidates(${name}, ${inVersions}, (${threshold}::numeric - 0.0001)::real) as c`,
      )
      .groupBy(sql`c.entry_id`),
  );
  const documentMatch = sql<boolean>`(${document} <> '' and ${screeningListEntries.documents} @> array[${document}]::text[])`;
  const hits = sql`(
    select ${similar.entryId} from ${similar} where ${similar.best} >= ${threshold}::numeric
    union
    select ${screeningListEntries.id} from ${screeningListEntries}
     where ${screeningListEntries.versionId} = any(${inVersions}) and ${documentMatch}
  )`;
  // A document's hit with no similar name still shows its best name's score.
  const score = sql<string>`coalesce(${similar.best}, (
    select round(max(similarity(${screeningListNames.matchName}, ${name}))::numeric, 4)
      from ${screeningListNames} where ${screeningListNames.entryId} = ${screeningListEntries.id}), 0)`;
  return db
    .with(similar)
    .select({
      list: screeningListVersions.list,
      versionId: screeningListEntries.versionId,
      entryId: screeningListEntries.id,
      reference: screeningListEntries.reference,
      listedName: screeningListEntries.fullName,
      details: screeningListEntries.details,
      positionUntil: screeningListEntries.positionUntil,
      score: sql<string>`${score}::text`,
      documentMatch,
    })
    .from(screeningListEntries)
    .innerJoin(screeningListVersions, eq(screeningListVersions.id, screeningListEntries.versionId))
    .leftJoin(similar, eq(similar.entryId, screeningListEntries.id))
    .where(sql`${screeningListEntries.id} in ${hits}`)
    .orderBy(sql`${documentMatch} desc`, sql`${score} desc`, screeningListEntries.id);
}
