import {
  buildPath,
  CLIENT_ERROR_MESSAGES,
  type BodyOf,
  type Endpoint,
  type ErrorCode,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@cambix/contract';
import { learnServerTime } from './server-clock.ts';
import { readStoredToken } from './storage-keys.ts';
import { withStepUp } from './step-up.ts';

const API_URL: string = import.meta.env.VITE_API_URL ?? '';
const APP_KEY: string = import.meta.env.VITE_APP_KEY || 'cambix-web';

/** A refused or failed call: the server's code and Spanish message, its HTTP status and per-field messages. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;
  /** The refusal's other data (a challenge to solve, the seconds to wait). */
  readonly data: Readonly<Record<string, unknown>>;

  constructor(
    code: ErrorCode,
    message: string,
    status: number,
    fields: Record<string, string> = {},
    data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type CallOptions<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** A session token to send instead of the stored one (logout sends the token it is ending). */
    token?: string;
  };

type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export interface ApiResult<T> {
  data: T;
  message: string;
}

const sessionRefusedListeners = new Set<() => void>();

/**
 * Called when the server refuses the stored token as no longer standing (`AUTH_TOKEN_INVALID`): the session
 * was ended elsewhere (another device, a password change); the auth feature forgets it here. Returns the way to stop.
 */
export function onSessionRefused(listener: () => void): () => void {
  sessionRefusedListeners.add(listener);
  return () => void sessionRefusedListeners.delete(listener);
}

const consentRequiredListeners = new Set<() => void>();

/**
 * Called when the server holds the session for texts to accept (`CONSENT_REQUIRED`, decision 167), e.g. a
 * new version came out while the tab was open: the auth feature reads the session again, whose pending list
 * opens the dialog. Returns the way to stop.
 */
export function onConsentRequired(listener: () => void): () => void {
  consentRequiredListeners.add(listener);
  return () => void consentRequiredListeners.delete(listener);
}

/**
 * Calls an endpoint of the contract and returns the whole success envelope (data and message). A sensitive
 * action (its callers ask for step-up) the server asks to confirm is sent again once the second factor
 * passed.
 */
export function apiRequest<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<ApiResult<ResponseOf<E>>> {
  return withStepUp(endpoint, () => sendRequest(endpoint, ...args));
}

async function sendRequest<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ApiResult<ResponseOf<E>>> {
  const opts = (options ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
    token?: string;
  };
  const url = buildUrl(buildPath(endpoint.path, opts.params), opts.query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: opts.token ? `Bearer ${opts.token}` : authorizationHeader(),
  };
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    credentials: 'omit',
    signal: opts.signal ?? null,
  };
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(opts.body);
  }

  let response: Response;
  const askedAt = Date.now();
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', CLIENT_ERROR_MESSAGES.NETWORK_ERROR, 0);
  }
  learnServerTime(response, askedAt, Date.now());

  const envelope = await readJson(response, opts.signal);
  if (response.ok && isRecord(envelope) && envelope.success === true) {
    return {
      data: envelope.data as ResponseOf<E>,
      message: typeof envelope.message === 'string' ? envelope.message : '',
    };
  }
  const error = toApiError(response.status, envelope);
  // Only the token still stored: one another tab has replaced meanwhile says nothing of the session now.
  const refusedStored = !opts.token && headers.Authorization === `Bearer ${readStoredToken() ?? ''}`;
  if (refusedStored && error.code === 'AUTH_TOKEN_INVALID') {
    for (const listener of [...sessionRefusedListeners]) listener();
  }
  if (refusedStored && error.code === 'CONSENT_REQUIRED') {
    for (const listener of [...consentRequiredListeners]) listener();
  }
  throw error;
}

/** Calls an endpoint of the contract and returns its `data`. */
export async function apiCall<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  return (await apiRequest(endpoint, ...args)).data;
}

/**
 * `Bearer <token>` when a token is stored, else the application key (docs/rules/api-and-errors.md#requests).
 */
export function authorizationHeader(): string {
  const token = readStoredToken();
  return token ? `Bearer ${token}` : `AppKey ${APP_KEY}`;
}

export function buildUrl(path: string, query: object | undefined): string {
  const url = new URL(API_URL + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

/**
 * The body as JSON, or null when it is not JSON (a proxy's error page). A body cut off on the way (the
 * connection dropped, or the page was left while it came) is an answer that never came back: NETWORK_ERROR,
 * not the server's failure. A cancelled request stays cancelled.
 */
export async function readJson(response: Response, signal?: AbortSignal | null): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', CLIENT_ERROR_MESSAGES.NETWORK_ERROR, 0);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function toApiError(status: number, envelope: unknown): ApiError {
  const body = isRecord(envelope) ? envelope : {};
  const code: ErrorCode = looksLikeErrorCode(body.code)
    ? body.code
    : status === 404
      ? 'NOT_FOUND'
      : 'INTERNAL';
  // The server words every refusal; an answer without a message gets the generic text.
  const message =
    typeof body.message === 'string' && body.message.trim() ? body.message : CLIENT_ERROR_MESSAGES.INTERNAL;
  return new ApiError(code, message, status, readFields(body.data), isRecord(body.data) ? body.data : {});
}

// The server only sends codes of the contract; checking the shape keeps the whole code list out of the /login entry.
function looksLikeErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && /^[A-Z][A-Z_]*$/.test(value);
}

function readFields(data: unknown): Record<string, string> {
  if (!isRecord(data) || !isRecord(data.fields)) return {};
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(data.fields))
    if (typeof message === 'string') fields[name] = message;
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
