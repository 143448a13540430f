import { roleNameOf } from '@cambix/contract';
import type { customerDetail, historyActor } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { referralCodes, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { getSettings } from '../settings/index.ts';
import { isCustomer } from './customer-query.ts';
import { ubigeoNames } from './ubigeo-names.ts';

export type CustomerDetailOut = z.input<typeof customerDetail>;

/** How staff screens name a person: given names and paternal surname, with their role. */
export function actorOf(person: {
  id: number;
  nombres: string;
  apellidoPaterno: string;
  roleId: number;
}): z.input<typeof historyActor> {
  return {
    id: person.id,
    name: `${person.nombres} ${person.apellidoPaterno}`.trim(),
    role: roleNameOf(person.roleId),
  };
}

const reviewer = alias(users, 'reviewer');

/** Everything the customer's staff screens show (Datos, the header and the printable file). */
export async function getCustomer(ctx: AppContext, userId: number, db: Queryable = ctx.db) {
  const [row] = await db
    .select({
      user: users,
      reviewer: {
        id: reviewer.id,
        nombres: reviewer.nombres,
        apellidoPaterno: reviewer.apellidoPaterno,
        roleId: reviewer.roleId,
      },
      referralCode: referralCodes.code,
    })
    .from(users)
    .leftJoin(reviewer, eq(reviewer.id, users.reviewedBy))
    .leftJoin(referralCodes, eq(referralCodes.ownerUserId, users.id))
    .where(and(eq(users.id, userId), isCustomer));
  if (!row) throw new AppError('USER_NOT_FOUND');
  const fees = await getSettings(ctx, 'fees');
  const { user } = row;
  const detail: CustomerDetailOut = {
    id: user.id,
    tipo_documento: user.documentType,
    dni: user.documentNumber,
    nombres: user.nombres,
    apellido_paterno: user.apellidoPaterno,
    apellido_materno: user.apellidoMaterno,
    email: user.email,
    celular: user.celular,
    accountStatus: user.accountStatus,
    statusReason: user.statusReason,
    reviewedAt: user.reviewedAt,
    reviewedBy: row.reviewer ? actorOf(row.reviewer) : null,
    kycStep: user.kycStep,
    birthDate: user.birthDate,
    gender: user.gender,
    ubigeo: ubigeoNames(user.ubigeo),
    direccion: user.direccion,
    ocupacion: user.ocupacion,
    nacionalidad: user.nationality,
    isPep: user.isPep,
    pepDetail: user.pepDetail,
    commissionPercent: user.commissionPercent,
    effectiveCommission: user.commissionPercent ?? fees.defaultCommission,
    monthlyLimit: user.monthlyLimit,
    isPremium: user.isPremium,
    isSpecial: user.isSpecial,
    referredByCode: user.referredByCode,
    referralCode: row.referralCode,
    registeredAt: user.createdAt,
    profileUpdatedAt: user.profileUpdatedAt,
    termsAcceptedAt: user.termsAcceptedAt,
    fees: { commissionOptions: fees.commissionOptions, defaultCommission: fees.defaultCommission },
  };
  return detail;
}
