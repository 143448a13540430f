import { CLIENT_ERROR_MESSAGES } from '@cambix/contract';

/** The server's message for a refusal, a ceremony's own words, or a general one. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message && !(error instanceof TypeError)) return error.message;
  return CLIENT_ERROR_MESSAGES.INTERNAL;
}
