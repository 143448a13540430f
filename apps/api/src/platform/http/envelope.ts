import type { FailureEnvelope, SuccessEnvelope } from '@cambix/contract';
import { ERROR_MESSAGES } from '@cambix/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import './spanish-issues.ts';

export function success<T>(data: T, message = ''): SuccessEnvelope<T> {
  return { success: true, data, message };
}

/**
 * A field's key as a JSON pointer into the request (RFC 6901), as machines address it: `client.documentNumber`
 * is `/client/documentNumber`, the request as a whole (`_`) is the empty pointer.
 */
export function pointerOf(key: string): string {
  if (key === '_') return '';
  return key
    .split('.')
    .map((part) => `/${part.replaceAll('~', '~0').replaceAll('/', '~1')}`)
    .join('');
}

/** The refusal's envelope; `pointers` names each field by its JSON pointer instead of its dotted path. */
export function failure(error: AppError, { pointers = false } = {}): FailureEnvelope {
  const fields =
    error.fields && pointers
      ? Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [pointerOf(key), message]))
      : error.fields;
  const data = fields || error.extra ? { ...error.extra, ...(fields ? { fields } : {}) } : undefined;
  return { success: false, code: error.code, message: error.message, ...(data ? { data } : {}) };
}

/** Zod issues become one Spanish message per field (the first issue of each wins). */
export function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Maps whatever a handler threw to the envelope; details of 5xx stay in the log. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return new AppError('VALIDATION_FAILED', { fields: fieldsOf(error) });
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.statusCode === 429) return new AppError('RATE_LIMITED');
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new AppError('VALIDATION_FAILED', {
      status: 413,
      message: 'El contenido enviado es demasiado grande.',
    });
  }
  if (
    fastifyError.validation ||
    fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    fastifyError.code?.startsWith('FST_ERR_CTP')
  ) {
    return new AppError('VALIDATION_FAILED', { message: 'La solicitud no tiene un formato válido.' });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 403 || status === 404) return new AppError('NOT_FOUND');
  if (status >= 400 && status < 500) {
    return new AppError('VALIDATION_FAILED', { status, message: 'La solicitud no es válida.' });
  }
  return new AppError('INTERNAL', { message: ERROR_MESSAGES.INTERNAL });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    // A 5xx thrown on purpose (readiness) is a refusal; only the unexpected is logged as an error.
    const unexpected = appError.status >= 500 && !(error instanceof AppError);
    if (unexpected) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, 'request refused');
    // A refusal that names its wait says it the way HTTP clients read it too.
    const retryAfter = appError.extra?.retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    // HTTP requires a 401 to name its scheme (RFC 9110 §15.5.2): every credential here is a bearer token,
    // a session's or a partner's API key (RFC 6750).
    if (appError.status === 401) reply.header('www-authenticate', 'Bearer realm="cambix"');
    // An API for machines (a partner's key) addresses fields by JSON pointer; screens keep their form's paths.
    const pointers = request.routeOptions.config.endpoint?.callers.access.kind === 'apiKey';
    return reply.status(appError.status).send(failure(appError, { pointers }));
  });
}
