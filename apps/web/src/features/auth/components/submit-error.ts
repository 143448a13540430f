import { CLIENT_ERROR_MESSAGES } from '@cambix/contract';
import { isApiError } from '@/lib/api-client.ts';

/**
 * The text to show for a failed submit: the server's message
 * (docs/rules/api-and-errors.md#errors-a-person-sees), or a local reason.
 */
export function submitErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message && !(error instanceof TypeError)) return error.message;
  return CLIENT_ERROR_MESSAGES.INTERNAL;
}
