import type { UpdateFormFlags } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById } from '../auth/index.ts';
import { operatedTotal } from '../orders/index.ts';
import { POSTPONE_DAYS, updateFormFlags } from './update-form-flags.ts';

/** `PUT /api/skipFormUpdateData`: 'Más tarde' postpones the form 30 days, never a mandatory one. */
export async function skipUpdateForm(ctx: AppContext, userId: number): Promise<UpdateFormFlags> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const now = ctx.now();
  const operated = await operatedTotal(ctx.db, userId);
  if (updateFormFlags(user, now, operated).mostrar_formulario_obligatorio)
    throw new AppError('PROFILE_UPDATE_REQUIRED');
  const [updated] = await ctx.db
    .update(users)
    .set({ formPostponedUntil: new Date(now.getTime() + POSTPONE_DAYS * 86_400_000), updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new AppError('USER_NOT_FOUND');
  return updateFormFlags(updated, now, operated);
}
