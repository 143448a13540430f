import { formatRateValue, midRate, parseRate, type RateTier } from '@cambix/contract';

export type BoardSpread =
  | { kind: 'pending' }
  | { kind: 'negative'; middle: string }
  | { kind: 'ok'; middle: string; spread: string; percent: string };

const hasRate = (tier: RateTier) => /^[1-9]\.\d{1,4}$/.test(tier.rate.trim());

/**
 * What the guard will measure (docs/rules/exchange.md#rates), as the staff types: the middle rate, and the
 * widest pair (lowest buy against highest sell) in soles and in percent of the middle. Exact, no floats.
 */
export function boardSpread(buy: RateTier[], sell: RateTier[]): BoardSpread {
  if (buy.length === 0 || sell.length === 0 || !buy.every(hasRate) || !sell.every(hasRate))
    return { kind: 'pending' };
  const rates = (tiers: RateTier[]) => tiers.map((tier) => parseRate(tier.rate.trim()));
  const buyRates = rates(buy);
  const sellRates = rates(sell);
  const middle = midRate({ buy, sell });
  const middleText = formatRateValue(middle);
  const highestBuy = buyRates.reduce((a, b) => (b > a ? b : a));
  const lowestSell = sellRates.reduce((a, b) => (b < a ? b : a));
  if (highestBuy > lowestSell) return { kind: 'negative', middle: middleText };
  const lowestBuy = buyRates.reduce((a, b) => (b < a ? b : a));
  const highestSell = sellRates.reduce((a, b) => (b > a ? b : a));
  const spread = highestSell - lowestBuy;
  // Hundredths of a percent, rounded half up.
  const hundredths = middle > 0n ? (spread * 10_000n * 2n + middle) / (middle * 2n) : 0n;
  const percent = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
  return { kind: 'ok', middle: middleText, spread: formatRateValue(spread), percent };
}
