import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';

/**
 * Failed key checks one address may make in a window (decision 130); past them, every key check from it,
 * a right key's too, waits for the window to end.
 */
export const FAILED_KEY_CHECKS = { max: 20, windowMs: 15 * 60_000 };

/** Counts the failed key checks of each address (the client's, behind the trusted proxies). */
export interface FailedKeyLimit {
  /** Refuses the request when its address has used up its failures in this window. */
  assertOpen(request: FastifyRequest): Promise<void>;
  countFailure(request: FastifyRequest): Promise<void>;
}

function throttled(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError('PARTNER_API_KEY_THROTTLED', {
    message: `Demasiadas claves de API rechazadas desde esta dirección. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`,
    extra: { retryAfterSeconds: Math.max(1, retryAfterSeconds) },
  });
}

/**
 * The limit, counted by the app's rate-limit store (Redis shared by every instance, this instance's memory
 * while Redis is away: decision 066). An IPv6 client is counted by its /64, as every per-address limit is.
 */
export function failedKeyLimit(app: FastifyInstance): FailedKeyLimit {
  const count = app.createRateLimit({
    max: FAILED_KEY_CHECKS.max,
    timeWindow: FAILED_KEY_CHECKS.windowMs,
    keyGenerator: (request) => `partner-api-failed-keys:${normalizeIP(request.ip)}`,
  });
  return {
    async assertOpen(request) {
      const state = await count(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) throw throttled(state.ttlInSeconds);
    },
    async countFailure(request) {
      await count(request);
    },
  };
}
