import type { FeeSettings } from '@cambix/contract';
import {
  formatMoney,
  maxOf,
  minOf,
  parseMoney,
  parsePercent,
  percentOf,
  type Cents,
} from '../../platform/money.ts';

/**
 * Everything a quote depends on besides the amount, all read by the server
 * (docs/rules/fees-and-quotes.md#the-quote, docs/rules/points.md).
 */
export interface QuoteRules {
  fees: Pick<FeeSettings, 'minOrder' | 'maxOrder' | 'flatFeeThreshold' | 'flatFee'>;
  /** The customer's commission, percent ('4.50'). */
  commissionPercent: string;
  /** The payment bank's per-order maximum, if any. */
  bankMaxOrder: string | null;
  /**
   * A promo or referral discount on the fee: a percent of it, or a fixed amount in soles that takes at most
   * the whole fee. It applies only from the flat-fee threshold (docs/rules/coupons-and-referrals.md#coupons).
   */
  discount: QuoteDiscount | null;
  points: { balance: number; redeemPoints: number; redeemValue: string };
  /** Paying out to another bank than the payment bank: the transfer's cost, on top of the fee. */
  interbankFee: string | null;
}

export type QuoteDiscount = { kind: 'percent' | 'amount'; value: string };

export type QuoteInput = ({ sendAmount: string } | { receiveAmount: string }) & { pointsToRedeem?: number };

export interface Quote {
  sendAmount: string;
  commissionPercent: string;
  /** True below the threshold, where the fee is flat. */
  isFlatFee: boolean;
  fee: string;
  discount: string;
  pointsRedeemed: number;
  pointsDiscount: string;
  finalFee: string;
  interbankFee: string;
  receiveAmount: string;
}

export type QuoteRefusal =
  | { reason: 'BELOW_MIN'; limit: string }
  | { reason: 'ABOVE_MAX'; limit: string }
  | { reason: 'ABOVE_BANK_MAX'; limit: string }
  /** Fees and costs take the whole amount (settings that should not exist, or a commission from an old list). */
  | { reason: 'RECEIVE_NOT_POSITIVE'; receiveAmount: string };

export type QuoteResult = { ok: true; quote: Quote } | ({ ok: false } & QuoteRefusal);

interface Parsed {
  min: Cents;
  max: Cents;
  bankMax: Cents | null;
  threshold: Cents;
  flatFee: Cents;
  commission: bigint;
  discount: { kind: QuoteDiscount['kind']; value: bigint } | null;
  redeemPoints: number;
  redeemValue: Cents;
  redeemableBlocks: number;
  interbankFee: Cents;
}

function parseRules(rules: QuoteRules, pointsToRedeem: number): Parsed {
  const redeemPoints = rules.points.redeemPoints;
  const wanted = Math.max(0, Math.min(pointsToRedeem, rules.points.balance));
  return {
    min: parseMoney(rules.fees.minOrder),
    max: parseMoney(rules.fees.maxOrder),
    bankMax: rules.bankMaxOrder ? parseMoney(rules.bankMaxOrder) : null,
    threshold: parseMoney(rules.fees.flatFeeThreshold),
    flatFee: parseMoney(rules.fees.flatFee),
    commission: parsePercent(rules.commissionPercent),
    discount: rules.discount
      ? {
          kind: rules.discount.kind,
          value:
            rules.discount.kind === 'percent'
              ? parsePercent(rules.discount.value)
              : parseMoney(rules.discount.value),
        }
      : null,
    redeemPoints,
    redeemValue: parseMoney(rules.points.redeemValue),
    redeemableBlocks: Math.floor(wanted / redeemPoints),
    interbankFee: rules.interbankFee ? parseMoney(rules.interbankFee) : 0n,
  };
}

/** What the discount takes off the fee: a percent of it, or a fixed amount that never takes more than the fee. */
function discountOf(fee: Cents, discount: NonNullable<Parsed['discount']>): Cents {
  return discount.kind === 'percent' ? percentOf(fee, discount.value) : minOf(fee, discount.value);
}

interface Breakdown {
  send: Cents;
  isFlatFee: boolean;
  fee: Cents;
  discount: Cents;
  blocks: number;
  pointsDiscount: Cents;
  finalFee: Cents;
  interbankFee: Cents;
  receive: Cents;
}

/**
 * The fee of one amount sent: flat below the threshold, the commission from it, less discount and points.
 * The interbank fee is the transfer's cost, not Cambix's commission: discounts and points never touch it.
 */
function breakdown(p: Parsed, send: Cents): Breakdown {
  const isFlatFee = send < p.threshold;
  const fee = isFlatFee ? p.flatFee : percentOf(send, p.commission);
  const discount = isFlatFee || p.discount === null ? 0n : discountOf(fee, p.discount);
  const afterDiscount = fee - discount;
  // Whole blocks only, and never more than the fee left: points are not spent for nothing.
  const blocks = p.redeemValue > 0n ? Math.min(p.redeemableBlocks, Number(afterDiscount / p.redeemValue)) : 0;
  const pointsDiscount = BigInt(blocks) * p.redeemValue;
  const finalFee = maxOf(0n, afterDiscount - pointsDiscount);
  return {
    send,
    isFlatFee,
    fee,
    discount,
    blocks,
    pointsDiscount,
    finalFee,
    interbankFee: p.interbankFee,
    receive: send - finalFee - p.interbankFee,
  };
}

function upperLimit(p: Parsed): { limit: Cents; refusal: 'ABOVE_MAX' | 'ABOVE_BANK_MAX' } {
  return p.bankMax !== null && p.bankMax < p.max
    ? { limit: p.bankMax, refusal: 'ABOVE_BANK_MAX' }
    : { limit: p.max, refusal: 'ABOVE_MAX' };
}

/** The smallest amount sent in [from, to] that leaves at least `receive`; receive grows with send inside a fee region. */
function smallestSendFor(p: Parsed, receive: Cents, from: Cents, to: Cents): Cents | null {
  if (from > to || breakdown(p, to).receive < receive) return null;
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) / 2n;
    if (breakdown(p, middle).receive >= receive) high = middle;
    else low = middle + 1n;
  }
  return low;
}

function toQuote(p: Parsed, b: Breakdown, commissionPercent: string): Quote {
  return {
    sendAmount: formatMoney(b.send),
    commissionPercent,
    isFlatFee: b.isFlatFee,
    fee: formatMoney(b.fee),
    discount: formatMoney(b.discount),
    pointsRedeemed: b.blocks * p.redeemPoints,
    pointsDiscount: formatMoney(b.pointsDiscount),
    finalFee: formatMoney(b.finalFee),
    interbankFee: formatMoney(b.interbankFee),
    receiveAmount: formatMoney(b.receive),
  };
}

/**
 * The quote (docs/rules/fees-and-quotes.md#the-quote): from the amount sent, or backwards from the amount to
 * receive (the smallest amount sent that leaves at least that much; the fee jumps at the threshold, so each
 * fee region is searched on its own and the cheaper answer wins).
 */
export function quote(rules: QuoteRules, input: QuoteInput): QuoteResult {
  const p = parseRules(rules, input.pointsToRedeem ?? 0);
  const { limit, refusal } = upperLimit(p);

  let send: Cents;
  if ('sendAmount' in input) {
    send = parseMoney(input.sendAmount);
  } else {
    const receive = parseMoney(input.receiveAmount);
    // Less than the minimum order leaves is below the minimum, not a quote for something else.
    if (receive < breakdown(p, p.min).receive)
      return { ok: false, reason: 'BELOW_MIN', limit: formatMoney(p.min) };
    const flatEnd = minOf(p.threshold - 1n, limit);
    const candidates = [
      smallestSendFor(p, receive, p.min, flatEnd),
      smallestSendFor(p, receive, maxOf(p.threshold, p.min), limit),
    ].filter((candidate): candidate is Cents => candidate !== null);
    if (candidates.length === 0) return { ok: false, reason: refusal, limit: formatMoney(limit) };
    send = candidates.reduce(minOf);
  }

  if (send < p.min) return { ok: false, reason: 'BELOW_MIN', limit: formatMoney(p.min) };
  if (send > limit) return { ok: false, reason: refusal, limit: formatMoney(limit) };
  const figures = breakdown(p, send);
  if (figures.receive <= 0n)
    return { ok: false, reason: 'RECEIVE_NOT_POSITIVE', receiveAmount: formatMoney(figures.receive) };
  return { ok: true, quote: toQuote(p, figures, rules.commissionPercent) };
}
