import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/** The lists customers are screened against (docs/rules/compliance.md#screening). */
export const SCREENING_LISTS = ['onu', 'ofac', 'pep'] as const;

/**
 * One import of a list in its published format: a version. The newest version of a list is the one
 * customers are screened against; older ones stay readable. The re-screening of every customer it starts
 * is counted here as it runs.
 */
export const screeningListVersions = pgTable(
  'screening_list_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    list: text({ enum: SCREENING_LISTS }).notNull(),
    fileName: text().notNull(),
    importedBy: integer()
      .notNull()
      .references(() => users.id),
    importedAt: moment().notNull(),
    /** Entries read: people and entities. */
    entryCount: integer().notNull(),
    individualCount: integer().notNull(),
    /** Customers to screen again, screened so far, and the alerts that raised. */
    rescreenTotal: integer().notNull().default(0),
    rescreenDone: integer().notNull().default(0),
    rescreenHits: integer().notNull().default(0),
    /** The last customer screened: a job tried again goes on after it. */
    rescreenLastUserId: integer().notNull().default(0),
    rescreenFinishedAt: moment(),
  },
  (table) => [index('screening_list_versions_list_idx').on(table.list, table.id.desc())],
);

/** One person or entity of a list version; its names, as matching reads them, are `screeningListNames`. */
export const screeningListEntries = pgTable(
  'screening_list_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer()
      .notNull()
      .references(() => screeningListVersions.id),
    /** The list's own reference: the UN's DATAID, OFAC's ent_num, the PEP file's row. */
    reference: text().notNull(),
    kind: text({ enum: ['individual', 'entity'] }).notNull(),
    /** The name as the list writes it. */
    fullName: text().notNull(),
    /** Document numbers, digits and letters only, upper case: matched exactly. */
    documents: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the officer reads: programme, nationality, position, institution and so on. */
    details: jsonb().$type<Record<string, string>>().notNull(),
    /** PEP list: when the position ended (null: still in office). */
    positionUntil: date({ mode: 'string' }),
  },
  (table) => [index('screening_list_entries_version_idx').on(table.versionId)],
);

/**
 * Every name of an entry (its name and each alias) normalised (no accents, lower case, no particles, words
 * sorted), one row each, so that a trigram index finds the similar ones without reading the whole list
 * (decision 164).
 */
export const screeningListNames = pgTable(
  'screening_list_names',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer()
      .notNull()
      .references(() => screeningListEntries.id),
    versionId: integer()
      .notNull()
      .references(() => screeningListVersions.id),
    matchName: text().notNull(),
  },
  (table) => [index('screening_list_names_entry_idx').on(table.entryId)],
);
