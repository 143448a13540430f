import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  screeningListEntries,
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
    ? await db
        .select()
        .from(screeningListVersions)
        .where(inArray(screeningListVersions.id, [...versionIds]))
    : await db
        .selectDistinctOn([screeningListVersions.list])
        .from(screeningListVersions)
        .orderBy(screeningListVersions.list, desc(screeningListVersions.id));
  const score = sql<string>`round(greatest(
    similarity(${screeningListEntries.matchName}, ${name}),
    coalesce((select max(similarity(alias, ${name})) from unnest(${screeningListEntries.aliases}) as alias), 0)
  )::numeric, 4)`;
  const documentMatch = sql<boolean>`(${document} <> '' and ${document} = any(${screeningListEntries.documents}))`;
  // No version read: `inArray` of nothing is false, so no entry either.
  return db
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
    .where(
      and(
        inArray(
          screeningListEntries.versionId,
          versions.map((version) => version.id),
        ),
        or(sql`${score} >= ${threshold}::numeric`, documentMatch),
      ),
    )
    .orderBy(sql`${documentMatch} desc`, sql`${score} desc`, screeningListEntries.id);
}
