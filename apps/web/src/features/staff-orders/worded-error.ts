import { isApiError, type ApiError } from '@/lib/api-client.ts';

/** A refusal in the server's own words, as opposed to a crash or a lost connection. */
export const isWordedError = (error: unknown): error is ApiError =>
  isApiError(error) && error.code !== 'INTERNAL' && error.code !== 'NETWORK_ERROR';
