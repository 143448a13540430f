import pino from 'pino';

const HIDDEN = '[oculto]';

/**
 * Paths whose next segment is a credential (a signed file link, an order-link code) or a person's
 * document number; the API paths are fixed by the product (docs/rules/api-and-errors.md#requests), so the
 * value is hidden here (decision 067).
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /^(\/api\/files\/)[^/]+/i,
  /^(\/api\/validateDni\/)[^/]+/i,
  /^(\/api\/order-link\/codigo\/)[^/]+/i,
  /^(\/api\/order-modification-link\/)[^/]+/i,
  /^(\/api\/order-link\/)[^/]+/i,
  /^(\/userDashboard\/(?:nueva-orden|edit-orden|finalizar-orden)\/)[^/]+/i,
];

/** A request URL fit for the log: secret path segments hidden, and only the names of query values. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const secret = SECRET_SEGMENTS.find((pattern) => pattern.test(path));
  if (secret) path = path.replace(secret, `$1${HIDDEN}`);
  if (queryAt === -1) return path;
  // Query values are what people typed or were sent (searches, reset tokens).
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${HIDDEN}`);
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
}

// Fields in which database drivers put the values a statement was given.
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

type LooseError = Error & Record<string, unknown>;

function messageWithoutValues(error: LooseError): string {
  let message = error.message;
  // drizzle's DrizzleQueryError writes its parameters into its message.
  if (Array.isArray(error.params)) message = message.replace(`\nparams: ${String(error.params)}`, '');
  // A data exception (SQLSTATE class 22) quotes the value it refused: `value "2147483648" is out of range`.
  if (typeof error.code === 'string' && error.code.startsWith('22')) {
    message = message.replace(/"[^"]*"/g, `"${HIDDEN}"`);
  }
  return message;
}

/** A copy of an error and its causes without the values of any query (SQL text and codes stay). */
function withoutValues(error: LooseError, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as LooseError;
  for (const key of Object.keys(error)) {
    if (!VALUE_FIELDS.has(key)) copy[key] = error[key];
  }
  const message = messageWithoutValues(error);
  Object.defineProperty(copy, 'message', { value: message, enumerable: false });
  const stack = error.stack?.replace(error.message, () => message);
  Object.defineProperty(copy, 'stack', { value: stack, enumerable: false });
  const cause =
    error.cause instanceof Error && depth < 5
      ? withoutValues(error.cause as LooseError, depth + 1)
      : undefined;
  Object.defineProperty(copy, 'cause', { value: cause, enumerable: false });
  return copy;
}

/** Serializers of every log line: requests without credentials, errors without query values. */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: request.url === undefined ? undefined : redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip ?? request.socket?.remoteAddress,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: unknown) {
    return pino.stdSerializers.err(
      error instanceof Error ? withoutValues(error as LooseError) : (error as Error),
    );
  },
};
