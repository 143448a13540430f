import { DEFAULT_SETTINGS } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { assessRisk, type RiskFacts } from './assess-risk.ts';

const settings = DEFAULT_SETTINGS.compliance;

/** A Peruvian customer with nothing that adds points. */
const plainFacts: RiskFacts = {
  pep: false,
  nationality: 'PE',
  documentType: 'DNI',
  occupation: 'Contadora',
  partnerClient: false,
  linkOrders: 0,
  windowUsd: '0.00',
  openAlerts: 0,
  confirmedAlerts: 0,
};

const assess = (facts: Partial<RiskFacts>, changes: Partial<typeof settings> = {}) =>
  assessRisk({ ...plainFacts, ...facts }, { ...settings, ...changes });
const kinds = (facts: Partial<RiskFacts>, changes: Partial<typeof settings> = {}) =>
  assess(facts, changes).factors.map((factor) => factor.kind);

describe('assessRisk: each factor', () => {
  it('nothing: low, score 0, no factors', () => {
    expect(assess({})).toEqual({ level: 'low', score: 0, factors: [] });
  });

  it('PEP makes the level high whatever the score thresholds', () => {
    expect(assess({ pep: true })).toMatchObject({ level: 'high', score: 4 });
    expect(assess({ pep: true }, { riskMediumScore: 10, riskHighScore: 20 }).level).toBe('high');
    expect(assess({ pep: true }).factors[0]!.reason).toMatch(/expuesta políticamente/);
  });

  it('a nationality of the list makes it high; one outside the list or unknown does not', () => {
    expect(assess({ nationality: 'KP' })).toMatchObject({ level: 'high', score: 4 });
    expect(assess({ nationality: 'IR' }, { riskMediumScore: 10, riskHighScore: 20 }).level).toBe('high');
    expect(assess({ nationality: 'KP' }).factors[0]!.reason).toBe(
      'Nacionalidad Corea del Norte (KP): país de la lista de alto riesgo.',
    );
    expect(kinds({ nationality: 'CO' })).toEqual([]);
    expect(kinds({ nationality: 'PE' }, { riskCountries: '' })).toEqual([]);
    expect(kinds({ nationality: 'PE' }, { riskCountries: 'pe, KP' })).toEqual(['country']);
  });

  it('a foreign document adds 1 point unless its holder is Peruvian; a DNI adds none', () => {
    expect(assess({ nationality: null, documentType: 'CE' })).toMatchObject({ level: 'low', score: 1 });
    expect(assess({ nationality: null, documentType: 'PASAPORTE' }).factors[0]!.reason).toBe(
      'Documento de extranjero (pasaporte): nacionalidad aún no declarada.',
    );
    expect(assess({ nationality: 'CO', documentType: 'CE' })).toMatchObject({ level: 'low', score: 1 });
    expect(assess({ nationality: 'CO', documentType: 'CE' }).factors[0]!.reason).toBe(
      'Extranjero con carné de extranjería: nacionalidad Colombia (CO).',
    );
    // A Peruvian who registered with their passport.
    expect(kinds({ nationality: 'PE', documentType: 'PASAPORTE' })).toEqual([]);
    expect(kinds({ nationality: null, documentType: 'DNI' })).toEqual([]);
  });

  it('an occupation containing a keyword, without accents or case, adds 2 points', () => {
    expect(assess({ occupation: 'Dueña de CASINO' })).toMatchObject({ level: 'medium', score: 2 });
    expect(kinds({ occupation: 'Joyería fina' })).toEqual(['occupation']);
    expect(kinds({ occupation: 'Minería artesanal' })).toEqual(['occupation']);
    expect(kinds({ occupation: 'Ingeniera' })).toEqual([]);
    expect(kinds({ occupation: null })).toEqual([]);
    expect(kinds({ occupation: 'Casino' }, { riskOccupations: '' })).toEqual([]);
  });

  it('the partner channel adds 1 point; orders by link add 1 from the first one', () => {
    expect(assess({ partnerClient: true })).toMatchObject({ level: 'low', score: 1 });
    expect(kinds({ linkOrders: 0 })).toEqual([]);
    expect(assess({ linkOrders: 1 })).toMatchObject({ score: 1 });
    expect(assess({ linkOrders: 1 }).factors[0]!.reason).toBe(
      '1 orden por enlace de pago en los últimos 30 días.',
    );
    expect(assess({ partnerClient: true, linkOrders: 3 })).toMatchObject({ level: 'medium', score: 2 });
  });

  it('amounts add 2 points from the monthly register threshold, not a cent below', () => {
    expect(kinds({ windowUsd: '49999.99' })).toEqual([]);
    expect(assess({ windowUsd: '50000.00' })).toMatchObject({ level: 'medium', score: 2 });
    expect(kinds({ windowUsd: '50000.01' })).toEqual(['amounts']);
    expect(kinds({ windowUsd: '800.00' }, { registerMonthlyUsd: '800.00' })).toEqual(['amounts']);
  });

  it('open alerts add 2 points, confirmed ones 3, from the first', () => {
    expect(kinds({ openAlerts: 0, confirmedAlerts: 0 })).toEqual([]);
    expect(assess({ openAlerts: 1 })).toMatchObject({ level: 'medium', score: 2 });
    expect(assess({ openAlerts: 2 }).factors[0]!.reason).toBe('2 alertas abiertas de cumplimiento.');
    expect(assess({ confirmedAlerts: 1 })).toMatchObject({ level: 'medium', score: 3 });
    expect(assess({ openAlerts: 1, confirmedAlerts: 1 })).toMatchObject({ level: 'high', score: 5 });
  });
});

describe('assessRisk: the level thresholds', () => {
  // 1 point each: partner channel, link orders, foreign document.
  const oneTwoThree = [
    { partnerClient: true },
    { partnerClient: true, linkOrders: 1 },
    { partnerClient: true, linkOrders: 1, nationality: null, documentType: 'CE' as const },
  ];

  it('medium from riskMediumScore, high from riskHighScore (defaults 2 and 4)', () => {
    expect(assess(oneTwoThree[0]!).level).toBe('low');
    expect(assess(oneTwoThree[1]!).level).toBe('medium');
    expect(assess(oneTwoThree[2]!).level).toBe('medium');
    expect(assess({ ...oneTwoThree[2]!, occupation: 'casino' })).toMatchObject({ level: 'high', score: 5 });
    expect(assess({ occupation: 'casino', windowUsd: '50000.00' })).toMatchObject({
      level: 'high',
      score: 4,
    });
  });

  it('each threshold at its value and both sides', () => {
    const at = { riskMediumScore: 2, riskHighScore: 3 };
    expect(assess(oneTwoThree[0]!, at).level).toBe('low');
    expect(assess(oneTwoThree[1]!, at).level).toBe('medium');
    expect(assess(oneTwoThree[2]!, at).level).toBe('high');
    const one = { riskMediumScore: 1, riskHighScore: 2 };
    expect(assess({}, one).level).toBe('low');
    expect(assess(oneTwoThree[0]!, one).level).toBe('medium');
    expect(assess(oneTwoThree[1]!, one).level).toBe('high');
  });
});
