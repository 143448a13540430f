import { ERROR_MESSAGES, type ErrorCode } from '@cambix/contract';

const DEFAULT_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  PASSWORD_WEAK: 400,
  AUTH_PASSWORD_UNREADABLE: 400,
  RESET_TOKEN_INVALID: 400,
  REFERRAL_CODE_INVALID: 400,
  APP_KEY_INVALID: 401,
  AUTH_REQUIRED: 401,
  AUTH_TOKEN_INVALID: 401,
  AUTH_SESSION_EXPIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_ACCOUNT_BLOCKED: 403,
  FORBIDDEN_ROLE: 403,
  FORBIDDEN_MODULE: 403,
  FORBIDDEN_OWNER: 403,
  NOT_FOUND: 404,
  DOCUMENT_TAKEN: 409,
  EMAIL_TAKEN: 409,
  RATE_LIMITED: 429,
  AUTH_THROTTLED: 429,
  INTERNAL: 500,
};

/** A refusal the caller should see: a stable code, an HTTP status and a Spanish message. */
export class AppError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    readonly code: ErrorCode,
    options: {
      status?: number;
      message?: string;
      fields?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.status = options.status ?? DEFAULT_STATUS[code] ?? 400;
    this.fields = options.fields;
    this.extra = options.extra;
  }
}

export function validationError(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', { fields });
}
