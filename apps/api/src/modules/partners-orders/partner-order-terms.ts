import { DIRECTION_CURRENCIES, type Currency, type OrderExchange } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { orders } from '../../platform/db/schema/index.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import {
  assertDivisasOpen,
  divisasColumns,
  exchangeOf,
  findPaymentBank,
  pricePartnerOrder,
  priceDivisas,
  usdOfSoles,
} from '../orders/index.ts';
import { isIndicativeFor, type PublishedBoard } from '../exchange/index.ts';
import { getSettings } from '../settings/index.ts';
import { onPaymentBankField } from './payment-bank-field.ts';
import type { PartnerRow } from './acting-partner.ts';
import type { PartnerOrderFields } from './create-partner-order.ts';

type OrderValues = typeof orders.$inferInsert;

/** What pricing a partner order settles: its quote columns, the payment bank, and what the checks after it read. */
export interface PartnerOrderTerms {
  columns: Pick<
    OrderValues,
    | 'sendAmount'
    | 'receiveAmount'
    | 'penEquivalent'
    | 'commissionPercent'
    | 'isFlatFee'
    | 'fee'
    | 'discount'
    | 'interbankFee'
    | 'pointsDiscount'
    | 'finalFee'
  > &
    Partial<OrderValues>;
  bankId: number;
  /** The currency the client pays Cambix in, at the payment bank. */
  sendCurrency: Currency;
  /** The soles the monthly limit counts, and the dollars the declaración jurada measures (null: no board). */
  penEquivalent: string;
  usdAmount: string | null;
  /** Divisas: the rate and its lock, as the order will show them; null for cambio de saldo. */
  exchange: OrderExchange | null;
  audit: Record<string, unknown>;
}

/** What prices a partner order: a quote asks with these, an order's request carries them. */
export type PartnerPriceInput = Pick<
  PartnerOrderFields,
  'kind' | 'direction' | 'paymentBankId' | 'sendAmount'
> & {
  /** Cambio de saldo: the destination's bank, another bank than the payment bank may add the interbank fee. */
  destinationBankId?: number | undefined;
};

/** The currency the client receives in: a cambio de saldo and a `compra` pay soles, a `venta` dollars. */
export const receiveCurrencyOf = (input: Pick<PartnerOrderFields, 'kind' | 'direction'>): Currency =>
  input.kind === 'divisas' && input.direction ? DIRECTION_CURRENCIES[input.direction].receive : 'PEN';

/** Cambio de saldo: the partner's commission and the usual rules (docs/rules/partners.md#partner-orders). */
async function saldoTerms(
  ctx: AppContext,
  tx: Tx,
  partner: PartnerRow,
  input: PartnerPriceInput,
  boardInForce: PublishedBoard | null,
): Promise<PartnerOrderTerms> {
  const { quote, bank } = await pricePartnerOrder(
    ctx,
    {
      bankId: input.paymentBankId,
      sendAmount: input.sendAmount,
      destinationBankId: input.destinationBankId,
    },
    partner.commissionPercent,
    tx,
  ).catch(onPaymentBankField);
  return {
    columns: {
      sendAmount: quote.sendAmount,
      penEquivalent: quote.sendAmount,
      commissionPercent: quote.commissionPercent,
      isFlatFee: quote.isFlatFee,
      fee: quote.fee,
      discount: quote.discount,
      interbankFee: quote.interbankFee,
      pointsRedeemed: 0,
      pointsDiscount: quote.pointsDiscount,
      finalFee: quote.finalFee,
      receiveAmount: quote.receiveAmount,
    },
    bankId: bank.id,
    sendCurrency: 'PEN',
    penEquivalent: quote.sendAmount,
    usdAmount: usdOfSoles(quote.sendAmount, boardInForce),
    exchange: null,
    audit: { quote },
  };
}

/**
 * Divisas for a partner's client (docs/rules/partners.md#dollar-orders): a customer's divisas order's own
 * functions, so the price is the customer's on the newest board (no partner commission), the lock the
 * customer's lock time, refused when divisas is off or closed.
 */
async function divisasTerms(
  ctx: AppContext,
  tx: Tx,
  partner: PartnerRow,
  input: PartnerPriceInput,
  now: Date,
): Promise<PartnerOrderTerms> {
  const direction = input.direction;
  // Stryker disable all: the contract refuses a dollar order without its direction first
  if (!direction)
    throw refuse([problem('direction', 'VALIDATION_FAILED', 'Elige si compra o vende dólares.')]);
  // Stryker restore all
  const settings = await getSettings(ctx, 'divisas', tx);
  assertDivisasOpen(settings, now);
  const bank = await findPaymentBank(tx, input.paymentBankId).catch(onPaymentBankField);
  const { quote, rateId } = await priceDivisas(tx, settings, direction, { sendAmount: input.sendAmount });
  // A partner whose clients' orders let too many locks lapse quotes with no lock (docs/rules/exchange.md#indicative-quotes).
  const indicative = await isIndicativeFor(tx, { partnerId: partner.id }, settings, now);
  const columns = divisasColumns(quote, rateId, settings, now, indicative);
  return {
    columns,
    bankId: bank.id,
    sendCurrency: quote.sendCurrency,
    penEquivalent: quote.penAmount,
    usdAmount: quote.usdAmount,
    exchange: exchangeOf(columns),
    audit: { exchange: quote, rateId },
  };
}

/** The terms of a new partner order, by its kind. */
export function partnerOrderTerms(
  ctx: AppContext,
  tx: Tx,
  partner: PartnerRow,
  input: PartnerPriceInput,
  boardInForce: PublishedBoard | null,
  now: Date,
): Promise<PartnerOrderTerms> {
  return input.kind === 'divisas'
    ? divisasTerms(ctx, tx, partner, input, now)
    : saldoTerms(ctx, tx, partner, input, boardInForce);
}
