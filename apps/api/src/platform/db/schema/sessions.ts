import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/** One row per sign-in: the token carries its id, so logout revokes this session and no other. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment().notNull().defaultNow(),
    /** When its tokens end anyway (6 h after sign-in, or with the order link that opened it). */
    expiresAt: moment().notNull(),
    revokedAt: moment(),
    /** When this session last passed a second factor (issue 30): step-up reads it; never the client's word. */
    secondFactorAt: moment(),
    /** The browser's User-Agent at sign-in (cut to 512 characters); the list parses it for people to read. */
    userAgent: text(),
    /** The address the session was last seen from (the request's, through the trusted proxies). */
    address: text(),
    /** Its last request, written at most once a minute (`noteSessionSeen`), never on every request. */
    lastSeenAt: moment(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** Failed attempts per scope and account (or normalised identifier, hashed), shared by every instance. */
export const authThrottle = pgTable('auth_throttle', {
  /** `<scope>:u<user id>` or `<scope>:i<sha-256 of the normalised identifier>`. */
  key: text().primaryKey(),
  failures: integer().notNull(),
  lastFailureAt: moment().notNull(),
  blockedUntil: moment(),
});

/** Single-use values (password block nonces, challenge seeds), kept until they could no longer be accepted. */
export const spentNonces = pgTable(
  'spent_nonces',
  {
    value: text().primaryKey(),
    expiresAt: moment().notNull(),
  },
  (table) => [index('spent_nonces_expires_idx').on(table.expiresAt)],
);

/** Mailed one-time sign-in links (hashed at rest, 15 minutes). */
export const signInLinks = pgTable('sign_in_links', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token: the token itself is only ever in the mail. */
  tokenHash: text().notNull().unique(),
  expiresAt: moment().notNull(),
  usedAt: moment(),
  createdAt: moment().notNull().defaultNow(),
});
