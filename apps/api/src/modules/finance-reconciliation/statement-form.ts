import { eq } from 'drizzle-orm';
import type { ZodType, z } from 'zod';
import type { Queryable } from '../../platform/db/client.ts';
import { cambixAccounts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fieldsOf } from '../../platform/http/envelope.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { readStatement, type StatementFile } from './read-statement.ts';

/** A statement upload's fields parsed with the contract's schema (a multipart form bypasses defineRoute's). */
export function parseFormFields<S extends ZodType>(schema: S, form: UploadedForm): z.output<S> {
  const result = schema.safeParse(form.fields);
  if (!result.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(result.error) });
  return result.data as z.output<S>;
}

/** The Cambix account a statement belongs to, with its bank (the mapping is remembered per bank). */
export async function statementAccount(
  db: Queryable,
  accountId: number,
): Promise<{ id: number; bankId: number }> {
  const [account] = await db
    .select({ id: cambixAccounts.id, bankId: cambixAccounts.bankId })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.id, accountId));
  if (!account) throw new AppError('CAMBIX_ACCOUNT_NOT_FOUND');
  return account;
}

/** The uploaded statement read whole, or the refusal saying why it cannot be. */
export function uploadedStatement(form: UploadedForm): { file: StatementFile; fileName: string } {
  if (!form.file)
    throw new AppError('UPLOAD_MISSING', { fields: { statement: 'Adjunta el extracto en CSV.' } });
  const fileName = form.file.filename.trim().slice(0, 200) || 'extracto.csv';
  return { file: readStatement(form.file.data), fileName };
}
