import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const IDENTITY_DOCUMENT_KINDS = ['DNI_FRONT', 'DNI_BACK', 'SELFIE'] as const;

/** KYC images; a new upload of a kind replaces the earlier one, which is kept. */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: IDENTITY_DOCUMENT_KINDS }).notNull(),
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    byteSize: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('identity_documents_user_idx').on(table.userId, table.kind),
    // One current photo per kind; the replaced ones stay for the record.
    uniqueIndex('identity_documents_current_key')
      .on(table.userId, table.kind)
      .where(sql`${table.replacedAt} is null`),
  ],
);

/** Every view of a private file (docs/rules/identity.md#private-images: each access logged). */
export const fileAccessLog = pgTable(
  'file_access_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileKind: text().notNull(),
    fileId: integer().notNull(),
    viewerId: integer()
      .notNull()
      .references(() => users.id),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_access_log_file_idx').on(table.fileKind, table.fileId)],
);
