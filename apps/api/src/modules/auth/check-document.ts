import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { signsIn } from './signs-in.ts';

/** `validateDni`: a document number can be registered only once. */
export async function assertDocumentAvailable(
  ctx: AppContext,
  documentNumber: string,
): Promise<{ available: true }> {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.documentNumber, documentNumber), signsIn));
  if (taken)
    throw new AppError('DOCUMENT_TAKEN', {
      fields: { dni: 'Ya existe una cuenta con este número de documento.' },
    });
  return { available: true };
}
