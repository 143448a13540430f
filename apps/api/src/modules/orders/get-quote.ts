import type { ArrivalQuery, LiveQuote } from '@cambix/contract';
import type { quoteRequest } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { findCatalogueBank } from '../banks/index.ts';
import { quoteTiming } from '../service-hours/index.ts';
import { loadCustomerTerms } from './customer-terms.ts';
import { priceOrder, type PricedOrder, type PricingCustomer } from './price-order.ts';

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

/** Where the quoted money goes: the chosen account's bank, or the bank named without one (soles, cambio de saldo). */
async function arrivalQueryOf(
  ctx: AppContext,
  priced: PricedOrder,
  destinationBankId: number | undefined,
): Promise<ArrivalQuery | null> {
  if (priced.destination) {
    const { snapshot } = priced.destination;
    return {
      bankCode: snapshot.bankCode,
      currency: snapshot.currency,
      sameBank: snapshot.bankId === priced.bank.id,
    };
  }
  if (destinationBankId === undefined) return null;
  const bank = await findCatalogueBank(ctx, destinationBankId);
  if (!bank) throw refuse([problem('destinationBankId', 'BANK_NOT_FOUND')]);
  return { bankCode: bank.code, currency: 'PEN', sameBank: bank.id === priced.bank.id };
}

/**
 * `POST /api/order/quote`: the live quote of the new-order screen and the public calculator, with when the
 * money arrives and, while Cambix is closed, when the operation will be processed.
 */
export async function getQuote(
  ctx: AppContext,
  principal: Principal | null,
  request: z.output<typeof quoteRequest>,
): Promise<LiveQuote> {
  const customer = await pricingCustomerOf(ctx, principal);
  const now = ctx.now();
  const priced = await priceOrder(ctx, request, customer, now);
  const timing = await quoteTiming(ctx, await arrivalQueryOf(ctx, priced, request.destinationBankId), now);
  return { ...priced.quote, ...timing };
}
