import type { ErrorCode } from '../errors/codes.ts';

/** The response envelope every endpoint uses (docs/rules/api-and-errors.md#response-envelope). */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message: string;
}

export interface FailureEnvelope {
  success: false;
  code: ErrorCode;
  message: string;
  /** Per-field messages when the input was refused. */
  data?: { fields?: Record<string, string> } & Record<string, unknown>;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
