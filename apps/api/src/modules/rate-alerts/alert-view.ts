import {
  alertCalculatorPath,
  alertDirection,
  formatRateValue,
  parseRate,
  type RateAlert,
} from '@cambix/contract';
import type { rateAlerts } from '../../platform/db/schema/index.ts';

export type RateAlertRow = typeof rateAlerts.$inferSelect;

const rateText = (stored: string) => formatRateValue(parseRate(stored));

/** An alert as its owner sees it. */
export function alertView(row: RateAlertRow): RateAlert {
  return {
    id: row.id,
    condition: row.condition,
    direction: alertDirection(row.condition),
    rate: rateText(row.rate),
    amountUsd: row.amountUsd,
    state: row.state,
    confirmed: row.confirmedAt !== null,
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
    lastFiredRate: row.lastFiredRate === null ? null : rateText(row.lastFiredRate),
    createdAt: row.createdAt.toISOString(),
    calculatorPath: alertCalculatorPath(row.condition, row.amountUsd),
  };
}
