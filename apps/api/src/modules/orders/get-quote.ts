import type { Quote } from '@cambix/contract';
import type { quoteRequest } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { loadCustomerTerms } from './customer-terms.ts';
import { priceOrder, type PricingCustomer } from './price-order.ts';

/** The signed-in customer's own terms; anyone else (no session, staff) is quoted the default ones. */
export async function pricingCustomerOf(
  ctx: AppContext,
  principal: Principal | null,
): Promise<PricingCustomer | null> {
  if (principal?.role !== 'Cliente') return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, principal.userId));
  if (!user) return null;
  return {
    terms: await loadCustomerTerms(ctx, user),
    holderName: [user.nombres, user.apellidoPaterno, user.apellidoMaterno].join(' '),
  };
}

/** `POST /api/order/quote`: the live quote of the new-order screen and the public calculator. */
export async function getQuote(
  ctx: AppContext,
  principal: Principal | null,
  request: z.output<typeof quoteRequest>,
): Promise<Quote> {
  const customer = await pricingCustomerOf(ctx, principal);
  return (await priceOrder(ctx, request, customer, ctx.now())).quote;
}
