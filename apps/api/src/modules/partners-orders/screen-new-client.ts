import { PARTNER_CLIENT_ROLE_ID, type PartnerOrderInput } from '@cambix/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import { screenCustomer } from '../compliance-screening/index.ts';
import { savePartnerClient } from '../users/index.ts';

/**
 * docs/rules/compliance.md#screening: a partner's client is screened at their first order, in a transaction
 * of its own before the order's, so that a hit stays recorded while the order is refused.
 */
export async function screenNewClient(
  ctx: AppContext,
  partnerId: number,
  client: PartnerOrderInput['client'],
): Promise<void> {
  const [known] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.partnerId, partnerId),
        eq(users.documentNumber, client.documentNumber),
        eq(users.roleId, PARTNER_CLIENT_ROLE_ID),
        sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id})`,
      ),
    );
  if (known) return;
  const screened = await ctx.db.transaction(async (tx) => {
    const row = await savePartnerClient(tx, partnerId, client, ctx.now());
    return screenCustomer(ctx, tx, row.id, 'first-partner-order');
  });
  for (const notice of screened.notices) ctx.events.publish(notice);
}
