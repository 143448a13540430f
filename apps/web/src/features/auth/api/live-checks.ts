import { authEndpoints, referralEndpoints, type ErrorCode, type ReferralCodeCheck } from '@cambix/contract';
import { apiCall, isApiError } from '@/lib/api-client.ts';
import type { LiveCheckOutcome } from '@/lib/use-live-check.ts';

async function toOutcome<T>(call: Promise<T>, refusals: readonly ErrorCode[]): Promise<LiveCheckOutcome<T>> {
  try {
    return { status: 'ok', result: await call };
  } catch (error) {
    if (isApiError(error) && refusals.includes(error.code))
      return { status: 'refused', message: error.message };
    if (isApiError(error)) return { status: 'unavailable' };
    throw error; // aborted: a newer value replaced this one
  }
}

/** `GET /api/validateDni/{dni}`: available, or refused with the server's message (DOCUMENT_TAKEN). */
export function checkDocumentAvailable(
  dni: string,
  signal: AbortSignal,
): Promise<LiveCheckOutcome<{ available: true }>> {
  return toOutcome(apiCall(authEndpoints.validateDni, { params: { dni }, signal }), [
    'DOCUMENT_TAKEN',
    'VALIDATION_FAILED',
  ]);
}

/**
 * `GET /api/validateReferredCode/{code}`: the code and its discount, or REFERRAL_CODE_INVALID (or
 * REFERRAL_OWNER_NOT_VALIDATED while its owner is not validated, docs/rules/coupons-and-referrals.md#referral-programme).
 */
export function checkReferralCode(
  code: string,
  signal: AbortSignal,
): Promise<LiveCheckOutcome<ReferralCodeCheck>> {
  return toOutcome(apiCall(referralEndpoints.validateCode, { params: { code }, signal }), [
    'REFERRAL_CODE_INVALID',
    'REFERRAL_OWNER_NOT_VALIDATED',
    'VALIDATION_FAILED',
    'NOT_FOUND',
  ]);
}
