import { ROLE_IDS, type UpdateFormFlags, isPast } from '@cambix/contract';
import type { users } from '../../platform/db/schema/index.ts';
import { parseMoney, type Cents } from '../../platform/money.ts';

type UserRow = typeof users.$inferSelect;

/** The KYC data must be confirmed again after this long (docs/rules/identity.md#update-data-form). */
export const DATA_MAX_AGE_MONTHS = 12;
/** 'Más tarde' postpones the form this long. */
export const POSTPONE_DAYS = 30;
/** From this operated total the form is mandatory (docs/rules/identity.md#update-data-form). */
export const MANDATORY_FROM_OPERATED = parseMoney('5000.00');

export function isPersonalDataMissing(user: UserRow): boolean {
  return (
    !user.birthDate ||
    !user.gender ||
    !user.ubigeo ||
    !user.direccion ||
    !user.ocupacion ||
    !user.nationality ||
    (user.isPep && !user.pepDetail)
  );
}

function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

/**
 * When the update-data form shows (docs/rules/identity.md#update-data-form), for a validated customer (the
 * wizard asks the same data before): mandatory once the data (or, when it was never given, the account) is
 * over 12 months old, or once the customer's operated total (`orders/operated-total.ts`) reaches S/ 5,000
 * while data is missing; otherwise shown while data is missing, unless postponed.
 */
export function updateFormFlags(user: UserRow, now: Date, operated: Cents): UpdateFormFlags {
  const postponedUntil = user.formPostponedUntil?.toISOString() ?? null;
  if (user.roleId !== ROLE_IDS.Cliente || user.kycStep !== 0) {
    return { mostrar_formulario: false, mostrar_formulario_obligatorio: false, postponedUntil };
  }
  const confirmedAt = user.profileUpdatedAt ?? user.createdAt;
  const mandatory =
    isPast(confirmedAt, monthsBefore(now, DATA_MAX_AGE_MONTHS)) ||
    (operated >= MANDATORY_FROM_OPERATED && isPersonalDataMissing(user));
  const postponed = user.formPostponedUntil !== null && !isPast(user.formPostponedUntil, now);
  return {
    mostrar_formulario: mandatory || (isPersonalDataMissing(user) && !postponed),
    mostrar_formulario_obligatorio: mandatory,
    postponedUntil,
  };
}
