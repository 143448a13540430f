import type { DivisasSettings, ExchangeQuote } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { isPep } from '../compliance-alerts/index.ts';
import { isHighRisk } from '../compliance-risk/index.ts';
import { structuringSumUsd } from '../compliance-rules/index.ts';
import { screeningSettings } from '../compliance-screening/index.ts';
import { declarationRequiredFor, signedDeclaration } from './funds-declaration.ts';
import type { CustomerRow } from './lock-customer.ts';
import { assertWithinMonthlyLimit, type LimitCheckpoint, type LimitHolder } from './monthly-limit.ts';
import { usedThisMonth } from './monthly-usage.ts';
import type { OrderRow } from './own-order.ts';
import { priceDivisas } from './price-divisas-order.ts';

export interface RepriceInput {
  order: OrderRow;
  /** The order's owner, locked: the customer, or the partner's client. */
  holder: CustomerRow;
  settings: DivisasSettings;
  now: Date;
  /** Signed when the dollars at the new rate reach the declaración jurada's threshold. */
  declarationSignature: string | undefined;
  /** Whose monthly limit counts the new soles leg, and at which step. */
  limit: { holder: LimitHolder; checkpoint: LimitCheckpoint };
}

/** The columns a new price changes; what the customer sends stays. */
export interface RepricedTerms {
  rate: string;
  rateId: number;
  usdAmount: string;
  penEquivalent: string;
  spread: string;
  receiveAmount: string;
}

export interface Repriced {
  quote: ExchangeQuote;
  terms: RepricedTerms;
  /** The declaración, newly needed at the new rate and signed now; null when nothing changes. */
  declaration: { declarationRequired: true; declarationSignature: string; declarationSignedAt: Date } | null;
}

/** The order's priced columns as they were, for the audit's `before`. */
export const pricedTermsOf = (order: OrderRow) => ({
  rate: order.rate,
  rateId: order.rateId,
  usdAmount: order.usdAmount,
  penEquivalent: order.penEquivalent,
  spread: order.spread,
  receiveAmount: order.receiveAmount,
  rateLockedUntil: order.rateLockedUntil?.toISOString() ?? null,
});

/**
 * A TEMPORAL divisas order priced again on the newest board: a re-quote after its lock ran out
 * (docs/rules/exchange.md#the-lock) and the finalize of an indicative order
 * (docs/rules/exchange.md#indicative-quotes) share it.
 * What the customer sends stays (they may have paid it already); what they receive follows the new rate.
 * The declaración jurada and the monthly limit are checked on the new figures. Nothing is written here.
 */
export async function repriceDivisasOrder(ctx: AppContext, tx: Tx, input: RepriceInput): Promise<Repriced> {
  const { order, holder, settings, now } = input;
  // Stryker disable next-line all: both callers read a TEMPORAL divisas order, which has its direction
  if (!order.direction) throw new AppError('ORDER_NOT_EDITABLE');
  const { quote, rateId } = await priceDivisas(tx, settings, order.direction, {
    sendAmount: order.sendAmount,
  });
  // A venta's dollars follow the rate: reaching the threshold, the order goes on only once the customer
  // signs the declaración jurada (the refusal asks for it under its field).
  // The one decision (declarationRequiredFor): reinforced due diligence (a PEP or a high-risk customer), or
  // dollars that reach the threshold, alone or added to the structuring window's
  // (docs/rules/compliance.md#structuring, #customer-risk).
  const needed =
    !order.declarationSignedAt &&
    declarationRequiredFor(
      quote.usdAmount,
      settings.declarationThresholdUsd,
      (await isPep(tx, holder, now, (await screeningSettings(ctx, tx)).pepYearsAfterOffice)) ||
        (await isHighRisk(tx, holder.id)),
      await structuringSumUsd(ctx, tx, holder.id, now, null),
    );
  const declaration = needed
    ? {
        declarationRequired: true as const,
        ...signedDeclaration(
          input.declarationSignature,
          [holder.nombres, holder.apellidoPaterno, holder.apellidoMaterno].join(' '),
          now,
        ),
      }
    : null;
  // A TEMPORAL order is not in the month's usage yet: the new soles leg is checked as a new order's.
  const used = await usedThisMonth(tx, holder.id, limaMonth(now));
  await assertWithinMonthlyLimit(ctx, tx, input.limit.holder, used, quote.penAmount, input.limit.checkpoint);
  return {
    quote,
    terms: {
      rate: quote.rate,
      rateId,
      usdAmount: quote.usdAmount,
      penEquivalent: quote.penAmount,
      spread: quote.spread,
      receiveAmount: quote.receiveAmount,
    },
    declaration,
  };
}
