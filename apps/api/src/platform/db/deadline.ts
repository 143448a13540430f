import { gt, lt, lte, type Column, type SQL } from 'drizzle-orm';

// The SQL form of the contract's isPast (docs/rules/deadlines.md#the-exact-instant), for a query that picks
// rows by their deadline: past from its exact instant on, open strictly before it.

/** The row's deadline is past at `now`: expired links, orders and tokens, a started window. */
export const pastAt = (deadline: Column, now: Date): SQL => lte(deadline, now);

/** The row's deadline is still ahead of `now`: a live link, order, session or token. */
export const openAt = (deadline: Column, now: Date): SQL => gt(deadline, now);

/**
 * The row is past its retention at `now` (decision 173): strictly more than `periodMs` since `anchor`. At
 * the limit it stays; one millisecond past it, it goes.
 */
export const pastRetention = (anchor: Column, now: Date, periodMs: number): SQL =>
  lt(anchor, new Date(now.getTime() - periodMs));
