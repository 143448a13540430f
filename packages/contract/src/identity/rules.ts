/**
 * Field rules shared by the registration form and the server (docs/rules/identity.md#registration). Pure
 * functions, no validator.
 */
export const DOCUMENT_TYPES = ['DNI', 'CE', 'PASAPORTE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_PATTERNS: Record<DocumentType, RegExp> = {
  DNI: /^\d{8}$/,
  CE: /^\d{9}$/,
  PASAPORTE: /^[A-Z0-9]{8,15}$/,
};

export const DOCUMENT_HINTS: Record<DocumentType, string> = {
  DNI: 'El DNI tiene 8 dígitos.',
  CE: 'El carné de extranjería tiene 9 dígitos.',
  PASAPORTE: 'El pasaporte tiene de 8 a 15 letras o números.',
};

/** Any document number we could hold: used where the type is not known (login, DNI check). */
export const ANY_DOCUMENT_PATTERN = /^[A-Z0-9]{8,15}$/;

export function normalizeDocumentNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export const PHONE_PATTERN = /^9\d{8}$/;
export const PHONE_HINT = 'El celular tiene 9 dígitos y empieza con 9.';

export const PERSON_NAME_PATTERN = /^[\p{L}][\p{L}' .-]{0,59}$/u;
export const PERSON_NAME_HINT = 'Usa solo letras (hasta 60).';

export const PASSWORD_MIN_LENGTH = 8;
/** RSA-OAEP with a 2048-bit key and SHA-256 carries at most 190 bytes. */
export const PASSWORD_MAX_LENGTH = 64;

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

export function normalizeReferralCode(value: string): string {
  return value.trim().toUpperCase();
}

/** Version of the terms and data-policy text the customer accepts (Ley 29733). */
export const TERMS_VERSION = '2026-11';

/** The identity photos of the KYC wizard, as the wire names them (docs/rules/identity.md#private-images). */
export const IDENTITY_DOCUMENT_KINDS = ['dni_front', 'dni_back', 'selfie'] as const;
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];

/** The photos each KYC step needs before it can be submitted. */
export const KYC_STEP_DOCUMENTS: Readonly<Record<number, readonly IdentityDocumentKind[]>> = {
  1: ['dni_front', 'dni_back'],
  2: ['selfie'],
  3: [],
};

/** Genders the KYC form offers (F, M, X = another or prefers not to say). */
export const GENDERS = ['F', 'M', 'X'] as const;
export type Gender = (typeof GENDERS)[number];

/** Customers must be adults (docs/rules/identity.md#registration). */
export const ADULT_AGE = 18;
/** Oldest birth date we take as real. */
export const MAX_AGE = 120;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in Lima (`YYYY-MM-DD`): ages and birthdays are counted on Peru's calendar. */
export function limaToday(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Lima',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whole years between a birth date and a day, both `YYYY-MM-DD`. */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** Why a birth date is refused, or null: not a date, in the future or absurdly old, or under 18. */
export function birthDateProblem(birthDate: string, today: string): 'invalid' | 'underage' | null {
  if (!isIsoDate(birthDate) || birthDate > today) return 'invalid';
  const age = ageOn(birthDate, today);
  if (age > MAX_AGE) return 'invalid';
  return age < ADULT_AGE ? 'underage' : null;
}

export const BIRTH_DATE_HINTS = {
  invalid: 'Ingresa una fecha de nacimiento válida.',
  underage: 'Debes ser mayor de edad para operar con nosotros.',
} as const;

/** Ubigeo codes: departamento 2 digits, provincia 4, distrito 6, each the prefix of the next. */
export const UBIGEO_PATTERNS = { departamento: /^\d{2}$/, provincia: /^\d{4}$/, distrito: /^\d{6}$/ };

export function splitUbigeo(distrito: string | null): {
  departamento: string | null;
  provincia: string | null;
  distrito: string | null;
} {
  if (!distrito || !UBIGEO_PATTERNS.distrito.test(distrito)) {
    return { departamento: null, provincia: null, distrito: null };
  }
  return { departamento: distrito.slice(0, 2), provincia: distrito.slice(0, 4), distrito };
}
