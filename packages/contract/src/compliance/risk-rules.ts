/** A customer's risk level (docs/rules/compliance.md#customer-risk). */
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_LEVEL_NAMES: Record<RiskLevel, string> = { low: 'Bajo', medium: 'Medio', high: 'Alto' };

/**
 * The factors a level is made of. `pep` and `country` are decisive: either makes the level high whatever the
 * score; the others add their points (RISK_POINTS) to a score measured against Ajustes › Cumplimiento's
 * `riskMediumScore` and `riskHighScore`.
 */
export const RISK_FACTOR_KINDS = [
  'pep',
  'country',
  'foreign-document',
  'occupation',
  'partner-channel',
  'link-channel',
  'amounts',
  'open-alerts',
  'confirmed-alerts',
] as const;
export type RiskFactorKind = (typeof RISK_FACTOR_KINDS)[number];

/** Each factor's points (decision 161); a decisive factor's points are shown but it makes the level high. */
export const RISK_POINTS: Record<RiskFactorKind, number> = {
  pep: 4,
  country: 4,
  'foreign-document': 1,
  occupation: 2,
  'partner-channel': 1,
  'link-channel': 1,
  amounts: 2,
  'open-alerts': 2,
  'confirmed-alerts': 3,
};

export const DECISIVE_RISK_FACTORS: readonly RiskFactorKind[] = ['pep', 'country'];

/** What made the level be computed again (kept in its history), or the officer's review. */
export const RISK_CAUSES = [
  'registration',
  'data-change',
  'first-partner-order',
  'list-version',
  'profile',
  'staff-edit',
  'alert-decided',
  'order-finalized',
  'settings',
  'time',
  'review',
] as const;
export type RiskCause = (typeof RISK_CAUSES)[number];

/** ISO 3166-1 alpha-2 codes, separated by commas (Ajustes › Cumplimiento's `riskCountries`). */
export const riskCountryCodes = (text: string): string[] =>
  text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');

/** Keywords separated by commas (Ajustes › Cumplimiento's `riskOccupations`). */
export const riskOccupationKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
