import { ACCOUNT_STATUSES, DOCUMENT_TYPES, PARTNER_CLIENT_ROLE_ID, STAFF_MODULES } from '@cambix/contract';
import { sql, type SQL } from 'drizzle-orm';
import { foldSql } from '../text-search.ts';
import { partners } from './partners.ts';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roleId: smallint().notNull(),
    documentType: text({ enum: DOCUMENT_TYPES }).notNull(),
    documentNumber: text().notNull(),
    nombres: text().notNull(),
    apellidoPaterno: text().notNull(),
    apellidoMaterno: text().notNull(),
    /** Stored lower-case. */
    email: text().notNull(),
    celular: text(),
    /** Null until the person sets one (staff invited by email). */
    passwordHash: text(),
    kycStep: smallint().notNull().default(0),
    accountStatus: text({ enum: ACCOUNT_STATUSES }).notNull().default('REGISTRADO'),
    isPremium: boolean().notNull().default(false),
    isSpecial: boolean().notNull().default(false),
    isPep: boolean().notNull().default(false),
    referredByCode: text(),
    /** KYC data (docs/rules/identity.md#update-data-form), asked by the update-data form. */
    birthDate: date({ mode: 'string' }),
    gender: text({ enum: ['F', 'M', 'X'] }),
    /** INEI district code (6 digits); departamento and provincia are its prefixes. */
    ubigeo: text(),
    direccion: text(),
    ocupacion: text(),
    /** ISO 3166-1 alpha-2 (decision 165): a DNI holder's is `PE`; a foreign document's as the person declared it. */
    nationality: text(),
    pepDetail: text(),
    profileUpdatedAt: timestamp({ withTimezone: true }),
    formPostponedUntil: timestamp({ withTimezone: true }),
    surveyAnsweredAt: timestamp({ withTimezone: true }),
    /** Chosen by staff from the commission list; null = the default. */
    commissionPercent: numeric({ precision: 5, scale: 2 }),
    /** The monthly limit staff set for a special customer. */
    monthlyLimit: numeric({ precision: 14, scale: 2 }),
    /** Why staff rejected or blocked the account. */
    statusReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: integer().references((): AnyPgColumn => users.id),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    termsVersion: text(),
    dataConsentAt: timestamp({ withTimezone: true }),
    /** Bumped to revoke every token issued before (logout everywhere, password change, block). */
    tokenVersion: integer().notNull().default(0),
    /** When and by whom the email last changed: no password link follows it for a while (decision 080). */
    emailChangedAt: timestamp({ withTimezone: true }),
    emailChangedBy: integer().references((): AnyPgColumn => users.id),
    /** The partner business of an Externo account or of a partner's client (docs/rules/partners.md). */
    partnerId: integer().references((): AnyPgColumn => partners.id),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The person's names, document, e-mail and phone as one folded text, kept by the database: a people search
     * rechecks each row the trigram index finds against it instead of folding the row again (decision 204).
     * Joined with `||` and coalesce because a generated column's expression must be immutable.
     */
    searchText: text().generatedAlwaysAs((): SQL =>
      foldSql(
        sql`coalesce(${users.nombres}, '') || ' ' || coalesce(${users.apellidoPaterno}, '') || ' ' || coalesce(${users.apellidoMaterno}, '') || ' ' || coalesce(${users.documentNumber}, '') || ' ' || coalesce(${users.email}, '') || ' ' || coalesce(${users.celular}, '')`,
      ),
    ),
  },
  (table) => [
    // Accounts that sign in are unique by document and email; a partner's clients, per partner by document.
    uniqueIndex('users_document_number_key')
      .on(table.documentNumber)
      .where(sql`${table.roleId} <> ${sql.raw(String(PARTNER_CLIENT_ROLE_ID))}`),
    uniqueIndex('users_email_key')
      .on(table.email)
      .where(sql`${table.roleId} <> ${sql.raw(String(PARTNER_CLIENT_ROLE_ID))}`),
    uniqueIndex('users_partner_client_document_key')
      .on(table.partnerId, table.documentNumber)
      .where(sql`${table.roleId} = ${sql.raw(String(PARTNER_CLIENT_ROLE_ID))}`),
    // A DNI is issued to Peruvians only (decision 165); any nationality is a two-letter code.
    check(
      'users_nationality_check',
      sql`${table.documentType} = 'DNI' and ${table.nationality} is not null and ${table.nationality} = 'PE' or ${table.documentType} <> 'DNI' and (${table.nationality} is null or ${table.nationality} ~ '^[A-Z]{2}$')`,
    ),
    // The staff customer list: customers newest first, keyset-friendly.
    index('users_role_created_idx').on(table.roleId, table.createdAt.desc(), table.id.desc()),
    // Structuring links customers who share a mobile (docs/rules/compliance.md#structuring).
    index('users_celular_idx')
      .on(table.celular)
      .where(sql`${table.celular} is not null`),
    // A partner client's document across partners (docs/rules/compliance.md#shared-partner-clients).
    index('users_partner_client_document_idx')
      .on(table.documentNumber)
      .where(sql`${table.partnerId} is not null`),
  ],
);

/**
 * How many users each role has, kept by the triggers of migration 0049 on every insert, delete and change of
 * role, in the writer's transaction: the unfiltered Clientes list reads its total here instead of counting
 * every customer (decision 204).
 */
export const userRoleCounts = pgTable('user_role_counts', {
  roleId: smallint().primaryKey(),
  users: integer().notNull().default(0),
});

export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text({ enum: STAFF_MODULES }).notNull(),
    canView: boolean().notNull().default(false),
    canEdit: boolean().notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.module] })],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token: the token itself is only ever in the mail. */
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
