/** Stable error codes on the wire; `messages.ts` holds the Spanish text of each. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'INTERNAL',
  'NETWORK_ERROR',
  'RATE_LIMITED',
  'APP_KEY_INVALID',
  'AUTH_REQUIRED',
  'AUTH_TOKEN_INVALID',
  'AUTH_SESSION_EXPIRED',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_THROTTLED',
  'AUTH_ACCOUNT_BLOCKED',
  'AUTH_PASSWORD_UNREADABLE',
  'FORBIDDEN_ROLE',
  'FORBIDDEN_MODULE',
  'FORBIDDEN_OWNER',
  'DOCUMENT_TAKEN',
  'EMAIL_TAKEN',
  'PASSWORD_WEAK',
  'REFERRAL_CODE_INVALID',
  'RESET_TOKEN_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
