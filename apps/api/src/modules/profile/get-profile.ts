import { splitUbigeo, type Profile } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type UserRow, findUserById } from '../auth/index.ts';

export function toProfile(user: UserRow): Profile {
  return {
    nombres: user.nombres,
    apellido_paterno: user.apellidoPaterno,
    apellido_materno: user.apellidoMaterno,
    tipo_documento: user.documentType,
    dni: user.documentNumber,
    email: user.email,
    celular: user.celular,
    accountStatus: user.accountStatus,
    statusReason: user.statusReason,
    state: user.kycStep,
    isPep: user.isPep,
    pepDetail: user.pepDetail,
    date_birthday: user.birthDate,
    gender: user.gender,
    ...splitUbigeo(user.ubigeo),
    direccion: user.direccion,
    ocupacion: user.ocupacion,
    nacionalidad: user.nationality,
    profileUpdatedAt: user.profileUpdatedAt?.toISOString() ?? null,
  };
}

/** `GET /api/user/profile`: the caller's own profile, fresh from the database (status set by staff included). */
export async function getProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return toProfile(user);
}
