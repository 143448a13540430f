import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, grantsMarketing, pendingConsents, type ConsentText } from './texts.ts';

const texts = (terminos: number, privacidad: number, marketing = 1): Record<string, ConsentText> => ({
  ...CONSENT_TEXTS,
  terminos: { ...CONSENT_TEXTS.terminos, version: terminos },
  privacidad: { ...CONSENT_TEXTS.privacidad, version: privacidad },
  marketing: { ...CONSENT_TEXTS.marketing, version: marketing },
});

describe('pendingConsents (decision 167)', () => {
  const accepted = (terminos: number, privacidad: number) => [
    { document: 'terminos' as const, version: terminos, accepted: true },
    { document: 'privacidad' as const, version: privacidad, accepted: true },
  ];

  it('asks nothing at exactly the versions in force, and asks each one a version behind', () => {
    const inForce = texts(3, 5) as typeof CONSENT_TEXTS;
    expect(pendingConsents(accepted(3, 5), inForce)).toEqual([]);
    expect(pendingConsents(accepted(2, 5), inForce)).toEqual(['terminos']);
    expect(pendingConsents(accepted(3, 4), inForce)).toEqual(['privacidad']);
    expect(pendingConsents(accepted(2, 4), inForce)).toEqual(['terminos', 'privacidad']);
  });

  it('asks a text never accepted, or last withdrawn', () => {
    expect(pendingConsents([])).toEqual(['terminos', 'privacidad']);
    const withdrawn = [
      { document: 'terminos' as const, version: CONSENT_TEXTS.terminos.version, accepted: false },
      { document: 'privacidad' as const, version: CONSENT_TEXTS.privacidad.version, accepted: true },
    ];
    expect(pendingConsents(withdrawn)).toEqual(['terminos']);
  });

  it('never holds anyone for the sensitive-data or marketing texts', () => {
    const current = accepted(CONSENT_TEXTS.terminos.version, CONSENT_TEXTS.privacidad.version);
    expect(pendingConsents([...current, { document: 'marketing', version: 0, accepted: false }])).toEqual([]);
  });
});

describe('grantsMarketing', () => {
  const inForce = texts(1, 1, 4) as typeof CONSENT_TEXTS;
  it('is the last word accepting the marketing text in force, at exactly its version', () => {
    expect(grantsMarketing({ version: 4, accepted: true }, inForce)).toBe(true);
    expect(grantsMarketing({ version: 3, accepted: true }, inForce)).toBe(false);
    expect(grantsMarketing({ version: 4, accepted: false }, inForce)).toBe(false);
    expect(grantsMarketing(undefined, inForce)).toBe(false);
  });
});
