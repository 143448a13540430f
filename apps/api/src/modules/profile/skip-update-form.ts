import type { UpdateFormFlags } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById } from '../auth/index.ts';
import { operatedTotal } from '../orders/index.ts';
import { updatePerson } from '../users/index.ts';
import { POSTPONE_DAYS, updateFormFlags } from './update-form-flags.ts';

/** `PUT /api/skipFormUpdateData`: 'Más tarde' postpones the form 30 days, never a mandatory one. */
export async function skipUpdateForm(ctx: AppContext, userId: number): Promise<UpdateFormFlags> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const now = ctx.now();
  const operated = await operatedTotal(ctx.db, userId);
  if (updateFormFlags(user, now, operated).mostrar_formulario_obligatorio)
    throw new AppError('PROFILE_UPDATE_REQUIRED');
  const postponedUntil = new Date(now.getTime() + POSTPONE_DAYS * 86_400_000);
  const updated = await updatePerson(ctx.db, userId, { formPostponedUntil: postponedUntil }, now);
  if (!updated) throw new AppError('USER_NOT_FOUND');
  return updateFormFlags(updated, now, operated);
}
