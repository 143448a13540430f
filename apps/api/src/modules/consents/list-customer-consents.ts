import { ROLE_IDS, type ConsentRecord } from '@cambix/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { consents, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** A customer's whole consent history, newest first, for staff with the customers module. */
export async function listCustomerConsents(ctx: AppContext, userId: number): Promise<ConsentRecord[]> {
  const [customer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.roleId, ROLE_IDS.Cliente)));
  if (!customer) throw new AppError('USER_NOT_FOUND');
  const rows = await ctx.db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.at), desc(consents.id));
  return rows.map((row) => ({
    id: row.id,
    documento: row.document,
    version: row.version,
    aceptado: row.accepted,
    fecha: row.at.toISOString(),
    ip: row.address,
    navegador: row.userAgent,
  }));
}
