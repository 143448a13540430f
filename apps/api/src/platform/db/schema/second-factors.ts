import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/** A person's second factors (issue 30): passkeys (WebAuthn credentials) and code apps (TOTP). */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['passkey', 'totp'] }).notNull(),
    label: text().notNull(),
    /** Passkey: the credential id (base64url), its COSE public key (base64url), signature counter and transports. */
    credentialId: text(),
    publicKey: text(),
    signCount: bigint({ mode: 'number' }),
    transports: text().array(),
    /** TOTP: the secret sealed with AES-256-GCM (never returned after enrolment). */
    totpSecretSealed: text(),
    /** TOTP: the last time step a code was accepted for; a code of that step or an earlier one is refused. */
    totpLastStep: bigint({ mode: 'number' }),
    createdAt: moment().notNull().defaultNow(),
    lastUsedAt: moment(),
  },
  (table) => [
    index('second_factors_user_idx').on(table.userId),
    uniqueIndex('second_factors_credential_idx').on(table.credentialId),
  ],
);

/** One-time recovery codes, hashed; each signs in (or steps up) once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [uniqueIndex('recovery_codes_hash_idx').on(table.userId, table.codeHash)],
);
