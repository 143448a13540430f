/** An instant as the code holds one: a Date, milliseconds since the epoch, or the wire's ISO text. */
export type Instant = Date | number | string;

const millis = (instant: Instant): number =>
  instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);

/**
 * The one comparison of a deadline with the clock (docs/rules/deadlines.md#the-exact-instant): from its very
 * instant on, a deadline is past. A link, an order, a coupon's end or a rate lock has expired at its exact
 * instant; a window's start has begun at it.
 */
export function isPast(deadline: Instant, now: Instant): boolean {
  return millis(deadline) <= millis(now);
}
