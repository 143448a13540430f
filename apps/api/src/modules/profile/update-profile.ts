import type { ProfileUpdateRequest, Session } from '@cambix/contract';
import type { profileUpdateRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { assertNoProblems } from '../../platform/refusal.ts';
import { type UserRow, buildSession, findUserById } from '../auth/index.ts';
import { updatePerson } from '../users/index.ts';
import { personalDataColumns, personalDataProblems } from './personal-data.ts';
import { recomputeRisk } from '../compliance-risk/index.ts';

export type ProfileUpdate = z.output<typeof profileUpdateRequest>;
export type { ProfileUpdateRequest };

/** The fields of the profile a change is recorded with, before and after. */
function editable(user: UserRow) {
  return {
    celular: user.celular,
    birthDate: user.birthDate,
    gender: user.gender,
    ubigeo: user.ubigeo,
    direccion: user.direccion,
    ocupacion: user.ocupacion,
    nationality: user.nationality,
    pepDetail: user.pepDetail,
  };
}

/**
 * The profile payload of `POST /api/updateUser`: a customer confirms or corrects their KYC data and phone
 * (names, document and email are verified in the KYC and changed only by staff, decision 014). Confirming
 * restarts the 12 months of the update-data form. Answers a fresh session with the new values.
 */
export async function updateProfile(
  ctx: AppContext,
  principal: Principal,
  input: ProfileUpdate,
): Promise<Session> {
  if (principal.role !== 'Cliente') throw new AppError('FORBIDDEN_ROLE');
  const user = await findUserById(ctx.db, principal.userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const now = ctx.now();
  const context = { isPep: user.isPep, documentType: user.documentType, now };
  assertNoProblems(personalDataProblems(input, context));

  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updatePerson(
      tx,
      user.id,
      {
        ...personalDataColumns(input, context),
        ...(input.celular ? { celular: input.celular } : {}),
      },
      now,
    );
    if (!row) throw new AppError('USER_NOT_FOUND');
    await recordAudit(tx, {
      actorId: user.id,
      action: 'profile.update',
      targetType: 'user',
      targetId: user.id,
      before: editable(user),
      after: editable(row),
    });
    await recomputeRisk(ctx, tx, user.id, { cause: 'profile', actorId: user.id });
    return row;
  });
  return buildSession(ctx, updated, principal);
}
