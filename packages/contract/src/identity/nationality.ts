import countries from 'i18n-iso-countries';
import type { DocumentType } from './rules.ts';

/**
 * Nationality as ISO 3166-1 alpha-2 (docs/rules/identity.md#nationality, decision 165): the code list is
 * i18n-iso-countries', the Spanish names the runtime's own (Intl.DisplayNames), so no locale file ships.
 */
export const PERU = 'PE';

const ALPHA2 = new Set(Object.keys(countries.getAlpha2Codes()));
const names = new Intl.DisplayNames('es', { type: 'region', fallback: 'code' });

/** A country's two-letter code, upper case: `PE`, `VE`; not `pe`, `PER` or `XX`. */
export function isCountryCode(value: string): boolean {
  return ALPHA2.has(value);
}

/** `PE` → `Perú`. */
export function countryName(code: string): string {
  return names.of(code) ?? code;
}

let options: readonly { code: string; name: string }[] | undefined;

/** Every country, by its Spanish name, for a select (sorted once, on first use). */
export function countryOptions(): readonly { code: string; name: string }[] {
  options ??= [...ALPHA2]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return options;
}

/**
 * The nationality a person has on record: a DNI is issued to Peruvians only, so its holder's is Peru's
 * whatever was declared; a carné de extranjería or a passport keeps what the person declared (or none yet).
 */
export function nationalityFor(
  documentType: DocumentType,
  declared: string | null | undefined,
): string | null {
  return documentType === 'DNI' ? PERU : (declared ?? null);
}

/** A register or ROS party's nationality as the officer reads it: `Perú (PE)`; older free text as written. */
export function nationalityLabel(value: string | null): string | null {
  if (value === null) return null;
  return isCountryCode(value) ? `${countryName(value)} (${value})` : value;
}
