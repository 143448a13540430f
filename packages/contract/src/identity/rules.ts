/** Field rules shared by the registration form and the server (domain.md 3). Pure functions, no validator. */
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
