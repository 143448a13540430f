import { parseMoney } from '../common/money.ts';
import { parseRate, type ExchangeDirection, type RateBoard } from '../exchange/rules.ts';

/**
 * "Avísame cuando el dólar esté a S/ X o menos / o más" (docs/rules/exchange.md#rate-alerts): `atOrBelow` is
 * a customer who wants to buy dollars (they watch Cambix's venta), `atOrAbove` one who sells them (they
 * watch Cambix's compra), decision 188.
 */
export const RATE_ALERT_CONDITIONS = ['atOrBelow', 'atOrAbove'] as const;
export type RateAlertCondition = (typeof RATE_ALERT_CONDITIONS)[number];

export const RATE_ALERT_STATES = ['active', 'paused'] as const;
export type RateAlertState = (typeof RATE_ALERT_STATES)[number];

/** Alerts an owner (an account or a visitor's email) may hold at once, paused or not. */
export const MAX_RATE_ALERTS = 10;
/** Alerts an owner may create within an hour: a visitor's each mail a confirmation to the address given. */
export const RATE_ALERTS_PER_HOUR = 5;
/** A visitor's alert not confirmed within this many hours is dropped (its link stops working). */
export const RATE_ALERT_CONFIRM_HOURS = 48;

/** The operation the alert's owner has in mind, in Cambix's words (docs/rules/exchange.md#divisas-usdpen). */
export const alertDirection = (condition: RateAlertCondition): ExchangeDirection =>
  condition === 'atOrBelow' ? 'venta' : 'compra';

/**
 * The rate an alert compares on `board`: the side its direction trades on, at the tier of its amount; an
 * amount outside the tiers takes the nearest one (the first below them, the last above). Null for an
 * empty side.
 */
export function alertRate(board: RateBoard, condition: RateAlertCondition, amountUsd: string): string | null {
  const tiers = alertDirection(condition) === 'venta' ? board.sell : board.buy;
  const usd = parseMoney(amountUsd);
  const first = tiers[0];
  if (!first) return null;
  const holding = tiers.find((tier) => parseMoney(tier.fromUsd) <= usd && usd < parseMoney(tier.toUsd));
  if (holding) return holding.rate;
  return usd < parseMoney(first.fromUsd) ? first.rate : (tiers[tiers.length - 1] ?? first).rate;
}

/** Whether `rate` meets the alert: at the threshold exactly, both conditions are met. */
export function isAlertMet(condition: RateAlertCondition, threshold: string, rate: string): boolean {
  const current = parseRate(rate);
  const wanted = parseRate(threshold);
  return condition === 'atOrBelow' ? current <= wanted : current >= wanted;
}

/** The public calculator opened on the alert's operation and amount (`/crear-orden?divisas=venta&usd=1000.00`). */
export function alertCalculatorPath(condition: RateAlertCondition, amountUsd: string): string {
  // The amount is digits and a point (decimalString): nothing to escape.
  return `/crear-orden?divisas=${alertDirection(condition)}&usd=${amountUsd}`;
}
