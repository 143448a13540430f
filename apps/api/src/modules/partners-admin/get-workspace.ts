import type { PartnerWorkspace } from '@cambix/contract';
import { and, eq, isNull, sum } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { partnerShares } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { partnerMonth } from '../partners-orders/index.ts';
import { listApiKeys } from './api-key-view.ts';
import { callerPartnerId } from './caller-partner.ts';
import { loadPartner } from './partner-view.ts';
import { listSettlements } from './settlement-view.ts';

const money = (value: string | null | undefined) => formatMoney(parseMoney(value ?? '0'));

/** /dashboard/modulo-terceros for a partner's user: its business, month, share owed, settlements and keys. */
export async function getWorkspace(ctx: AppContext, caller: Principal): Promise<PartnerWorkspace> {
  const partnerId = await callerPartnerId(ctx.db, caller);
  const [partner, month, [unsettled], settlements, apiKeys] = await Promise.all([
    loadPartner(ctx.db, partnerId),
    partnerMonth(ctx.db, partnerId, ctx.now()),
    ctx.db
      .select({ amount: sum(partnerShares.amount) })
      .from(partnerShares)
      .where(and(eq(partnerShares.partnerId, partnerId), isNull(partnerShares.settlementId))),
    listSettlements(ctx.db, partnerId),
    listApiKeys(ctx.db, partnerId),
  ]);
  return { partner, month, unsettledShare: money(unsettled?.amount), settlements, apiKeys };
}
