import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

/**
 * A carried-out cancellation (decision 169): the person's names, contact, address and profile data are
 * replaced or emptied, the password is forgotten and the account is blocked with the reason. The document
 * type and number stay: the anti-money-laundering rules oblige Cambix to keep who made each operation.
 */
export async function anonymisePerson(
  db: Queryable,
  input: { userId: number; reason: string; staffId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      nombres: 'Titular',
      apellidoPaterno: 'con datos',
      apellidoMaterno: 'cancelados',
      email: `cancelado-${input.userId}@anonimo.invalid`,
      celular: null,
      birthDate: null,
      gender: null,
      ubigeo: null,
      direccion: null,
      ocupacion: null,
      pepDetail: null,
      passwordHash: null,
      referredByCode: null,
      accountStatus: 'BLOQUEADO',
      statusReason: input.reason,
      reviewedAt: input.now,
      reviewedBy: input.staffId,
      updatedAt: input.now,
    })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id });
  return rows.length === 1;
}
