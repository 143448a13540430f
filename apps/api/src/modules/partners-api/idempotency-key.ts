import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The `Idempotency-Key` header create needs: the same key answers the same order. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = typeof value === 'string' ? value.trim() : '';
  if (!IDEMPOTENCY_KEY.test(key)) throw new AppError('PARTNER_IDEMPOTENCY_KEY_REQUIRED');
  return key;
}
