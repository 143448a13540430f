import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** One precision for every amount, so sums and comparisons across tables stay exact. */
export const money = () => numeric({ precision: 14, scale: 2 });
/** Moments are stored in UTC with their zone; Lima time is only for display. */
export const moment = () => timestamp({ withTimezone: true });
