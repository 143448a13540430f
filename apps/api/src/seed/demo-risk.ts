import { eq, inArray } from 'drizzle-orm';
import { recomputeAllRisk } from '../modules/compliance-risk/index.ts';
import type { AppContext } from '../platform/context.ts';
import { customerRisk, users } from '../platform/db/schema/index.ts';
import { limaDay, shiftDay } from '../platform/lima-calendar.ts';
import { HISTORY_CUSTOMERS } from './demo-history-customers.ts';

/** History customers whose data gives Cumplimiento › Riesgo something at each level (decision 161). */
const COMERCIANTE = HISTORY_CUSTOMERS.find((customer) => customer.kyc.ocupacion === 'Comerciante')!.dni;
const TRANSPORTISTA = HISTORY_CUSTOMERS.find((customer) => customer.kyc.ocupacion === 'Transportista')!.dni;
const AGRICULTOR = HISTORY_CUSTOMERS.find((customer) => customer.kyc.ocupacion === 'Agricultor')!.dni;

/**
 * After the demo history: a jeweller (medium), a declared PEP (high, reviewed on time) and a gold miner who
 * is PEP too (high, review overdue); then every customer's level, as at registration.
 */
export async function seedDemoRisk(ctx: AppContext, now: Date): Promise<void> {
  await ctx.db
    .update(users)
    .set({ ocupacion: 'Comerciante de joyería' })
    .where(eq(users.documentNumber, COMERCIANTE));
  await ctx.db
    .update(users)
    .set({ isPep: true, pepDetail: 'Regidor de la Municipalidad Provincial' })
    .where(inArray(users.documentNumber, [TRANSPORTISTA, AGRICULTOR]));
  await ctx.db
    .update(users)
    .set({ ocupacion: 'Minería aurífera artesanal' })
    .where(eq(users.documentNumber, AGRICULTOR));
  await recomputeAllRisk({ ...ctx, now: () => now }, null, 'registration');
  const [miner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.documentNumber, AGRICULTOR));
  if (miner) {
    await ctx.db
      .update(customerRisk)
      .set({ reviewDueOn: shiftDay(limaDay(now), -3) })
      .where(eq(customerRisk.userId, miner.id));
  }
}
