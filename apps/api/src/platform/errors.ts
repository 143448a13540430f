import { ERROR_MESSAGES, type ErrorCode } from '@cambix/contract';

const DEFAULT_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  PASSWORD_WEAK: 400,
  AUTH_PASSWORD_UNREADABLE: 400,
  RESET_TOKEN_INVALID: 400,
  REFERRAL_CODE_INVALID: 400,
  PASSWORD_OLD_INCORRECT: 400,
  UPLOAD_MISSING: 400,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_TYPE_NOT_ALLOWED: 415,
  UPLOAD_TYPE_NOT_ALLOWED_PDF: 415,
  UPLOAD_UNREADABLE: 422,
  FILE_LINK_INVALID: 410,
  KYC_STEP_NOT_CURRENT: 409,
  KYC_DOCUMENTS_MISSING: 400,
  KYC_UNDERAGE: 400,
  UBIGEO_INVALID: 400,
  PROFILE_UPDATE_REQUIRED: 409,
  SURVEY_ALREADY_ANSWERED: 409,
  BANK_NOT_FOUND: 400,
  BANK_ACCOUNT_NOT_FOUND: 404,
  BANK_ACCOUNT_NUMBER_INVALID: 400,
  BANK_ACCOUNT_CCI_REQUIRED: 400,
  BANK_ACCOUNT_CCI_INVALID: 400,
  BANK_ACCOUNT_HOLDER_REQUIRED: 400,
  BANK_ACCOUNT_DUPLICATE: 409,
  BANK_ACCOUNT_IN_USE: 409,
  USER_NOT_FOUND: 404,
  COMMISSION_NOT_IN_LIST: 400,
  REVIEW_NOT_ALLOWED: 409,
  REASON_REQUIRED: 400,
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
