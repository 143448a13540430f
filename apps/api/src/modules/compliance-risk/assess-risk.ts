import {
  DECISIVE_RISK_FACTORS,
  formatMoney,
  nationalityLabel,
  parseMoney,
  PERU,
  RISK_POINTS,
  riskCountryCodes,
  riskOccupationKeywords,
  type ComplianceSettings,
  type RiskFactor,
  type RiskFactorKind,
  type RiskLevel,
} from '@cambix/contract';

/** What a customer's level is computed from, as read at one moment. */
export interface RiskFacts {
  /** PEP by their declaration or a confirmed PEP-list hit still in force (docs/rules/compliance.md#pep). */
  pep: boolean;
  /** ISO 3166-1 alpha-2; null while a foreign document's holder has not declared it. */
  nationality: string | null;
  documentType: 'DNI' | 'CE' | 'PASAPORTE';
  /** The profile's free-text occupation; null when not given yet. */
  occupation: string | null;
  /** A partner's client (partner channel). */
  partnerClient: boolean;
  /** Their finished orders placed through an order link in the amounts window. */
  linkOrders: number;
  /** The dollars of their finished orders in the amounts window (`riskAmountDays`). */
  windowUsd: string;
  /** Their alerts still open, and confirmed ones (a confirmed PEP-list hit counts as `pep`, not here). */
  openAlerts: number;
  confirmedAlerts: number;
}

export type RiskSettings = Pick<
  ComplianceSettings,
  | 'riskCountries'
  | 'riskOccupations'
  | 'riskAmountDays'
  | 'riskMediumScore'
  | 'riskHighScore'
  | 'registerMonthlyUsd'
>;

export interface RiskAssessment {
  level: RiskLevel;
  score: number;
  factors: RiskFactor[];
}

/** Words compared without case, accents or extra spaces. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-PE')
    .replace(/\s+/g, ' ')
    .trim();

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * docs/rules/compliance.md#customer-risk: the level and its factors, each with its points (RISK_POINTS,
 * decision 161) and its reason in Spanish. PEP or a nationality of `riskCountries` makes the level high
 * whatever the score; otherwise the points add up: `riskHighScore` or more is high, `riskMediumScore` or
 * more is medium, less is low. Pure: the caller reads the facts.
 */
export function assessRisk(facts: RiskFacts, settings: RiskSettings): RiskAssessment {
  const factors: RiskFactor[] = [];
  const add = (kind: RiskFactorKind, reason: string) =>
    factors.push({ kind, points: RISK_POINTS[kind], reason });

  if (facts.pep) add('pep', 'Persona expuesta políticamente (PEP): debida diligencia reforzada.');
  const countries = riskCountryCodes(settings.riskCountries);
  if (facts.nationality !== null && countries.includes(facts.nationality)) {
    add('country', `Nacionalidad ${nationalityLabel(facts.nationality)}: país de la lista de alto riesgo.`);
  }
  if (facts.documentType !== 'DNI' && facts.nationality !== PERU) {
    const document = facts.documentType === 'CE' ? 'carné de extranjería' : 'pasaporte';
    add(
      'foreign-document',
      facts.nationality === null
        ? `Documento de extranjero (${document}): nacionalidad aún no declarada.`
        : `Extranjero con ${document}: nacionalidad ${nationalityLabel(facts.nationality)}.`,
    );
  }
  if (facts.occupation) {
    const occupation = plain(facts.occupation);
    const word = riskOccupationKeywords(settings.riskOccupations).find((keyword) =>
      occupation.includes(plain(keyword)),
    );
    if (word !== undefined) add('occupation', `Ocupación de riesgo: «${facts.occupation}» (${word}).`);
  }
  if (facts.partnerClient) add('partner-channel', 'Cliente de un socio: opera por el canal de socios.');
  if (facts.linkOrders > 0) {
    add(
      'link-channel',
      `${plural(facts.linkOrders, 'orden', 'órdenes')} por enlace de pago en los últimos ${settings.riskAmountDays} días.`,
    );
  }
  if (parseMoney(facts.windowUsd) >= parseMoney(settings.registerMonthlyUsd)) {
    add(
      'amounts',
      `Operó US$ ${formatMoney(parseMoney(facts.windowUsd))} en los últimos ${settings.riskAmountDays} días: alcanza el umbral mensual del registro (US$ ${settings.registerMonthlyUsd}).`,
    );
  }
  if (facts.openAlerts > 0) {
    add('open-alerts', `${plural(facts.openAlerts, 'alerta abierta', 'alertas abiertas')} de cumplimiento.`);
  }
  if (facts.confirmedAlerts > 0) {
    add(
      'confirmed-alerts',
      `${plural(facts.confirmedAlerts, 'alerta confirmada', 'alertas confirmadas')} de cumplimiento.`,
    );
  }

  const score = factors.reduce((sum, factor) => sum + factor.points, 0);
  const decisive = factors.some((factor) => DECISIVE_RISK_FACTORS.includes(factor.kind));
  const level: RiskLevel =
    decisive || score >= settings.riskHighScore
      ? 'high'
      : score >= settings.riskMediumScore
        ? 'medium'
        : 'low';
  return { level, score, factors };
}
