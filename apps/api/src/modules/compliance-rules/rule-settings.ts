import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { getSettings } from '../settings/index.ts';

/** The figures the alert rules fire at (Ajustes › Cumplimiento and Divisas, docs/rules/compliance.md#rules). */
export interface RuleSettings {
  /** Structuring sums up to the declaración jurada's threshold (Divisas `declarationThresholdUsd`). */
  declarationThresholdUsd: string;
  structuringWindowDays: number;
  suddenChangeFactor: number;
  newAccountsCount: number;
  newAccountsDays: number;
}

export async function ruleSettings(ctx: AppContext, db: Queryable): Promise<RuleSettings> {
  const compliance = await getSettings(ctx, 'compliance', db);
  const { declarationThresholdUsd } = await getSettings(ctx, 'divisas', db);
  return {
    declarationThresholdUsd,
    structuringWindowDays: compliance.structuringWindowDays,
    suddenChangeFactor: compliance.suddenChangeFactor,
    newAccountsCount: compliance.newAccountsCount,
    newAccountsDays: compliance.newAccountsDays,
  };
}
