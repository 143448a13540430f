import type { RateBoard } from '@cambix/contract';
import type { Tx } from '../../platform/db/client.ts';
import type { complianceAlerts, orders } from '../../platform/db/schema/index.ts';
import type { RuleSettings } from './rule-settings.ts';

export type RuleKind = Exclude<(typeof complianceAlerts.$inferInsert)['kind'], 'screening'>;

/** What a rule found: an alert of its kind, keyed by its situation, with the facts that show why. */
export interface RuleAlert {
  kind: RuleKind;
  /** The customer it is about, when not the order's (one alert for a situation several customers share). */
  userId?: number;
  /** The situation: the same one raises one alert (docs/rules/compliance.md#rules). */
  subject: string;
  facts: Record<string, unknown>;
  /** One line for the officers' bell. */
  summary: string;
}

/** What every rule is given: the order just finalized (in the caller's transaction) and the settings. */
export interface RuleInput {
  tx: Tx;
  order: typeof orders.$inferSelect;
  settings: RuleSettings;
  /** The board in force, to measure soles in dollars. */
  board: RateBoard | null;
  now: Date;
}

export type Rule = (input: RuleInput) => Promise<RuleAlert | null>;
