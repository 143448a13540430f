import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { partners } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** An Externo belongs to a partner business that exists (docs/rules/partners.md#partner-business). */
export async function assertPartnerExists(db: Queryable, partnerId: number | null): Promise<void> {
  if (partnerId === null) return;
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner)
    throw new AppError('VALIDATION_FAILED', { fields: { partnerId: 'Ese socio no existe. Elige otro.' } });
}
