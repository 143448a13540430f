import { and, eq, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { signsIn } from '../auth/index.ts';

const TAKEN = {
  documentNumber: { code: 'DOCUMENT_TAKEN', message: 'Ya existe una cuenta con este número de documento.' },
  email: { code: 'EMAIL_TAKEN', message: 'Ya existe una cuenta con este correo.' },
} as const;

type Field = keyof typeof TAKEN;

/** One refusal naming every taken field: its own code for one field, VALIDATION_FAILED for both. */
function refuseTaken(fields: Field[]): AppError {
  const messages = Object.fromEntries(fields.map((field) => [field, TAKEN[field].message]));
  const [only] = fields;
  return fields.length === 1 && only
    ? new AppError(TAKEN[only].code, { message: TAKEN[only].message, fields: messages })
    : new AppError('VALIDATION_FAILED', { fields: messages });
}

/**
 * Refuses a document or email another account already has (any role that signs in: both are unique across
 * them; a partner's client is no account, docs/rules/partners.md#partner-clients).
 */
export async function assertIdentityFree(
  db: Queryable,
  values: { documentNumber: string; email: string },
  exceptUserId?: number,
): Promise<void> {
  const rows = await db
    .select({ documentNumber: users.documentNumber, email: users.email })
    .from(users)
    .where(
      and(
        or(eq(users.documentNumber, values.documentNumber), eq(users.email, values.email)),
        signsIn,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  const taken: Field[] = [];
  if (rows.some((row) => row.documentNumber === values.documentNumber)) taken.push('documentNumber');
  if (rows.some((row) => row.email === values.email)) taken.push('email');
  if (taken.length > 0) throw refuseTaken(taken);
}

/** Two saves racing for the same document or email: the unique index decides, the loser hears why. */
export function takenFromUniqueViolation(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_document_number_key') return refuseTaken(['documentNumber']);
  if (constraint === 'users_email_key') return refuseTaken(['email']);
  return null;
}
