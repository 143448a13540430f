import { endpoint, withCallers } from '../http/endpoint.ts';
import { referralAdminCallers, referralCallers } from './callers.ts';
import type {
  ReferralCodeCreateRequest,
  ReferralCodeDetail,
  ReferralCodeFilters,
  ReferralCodeListQuery,
  ReferralCodePage,
  ReferralCodeSummary,
  ReferralCodeUpdateRequest,
} from './admin-schemas.ts';
import type { OwnReferralCode, ReferralCodeCheck, ReferralCodeParams } from './schemas.ts';

export const referralEndpoints = withCallers(referralCallers, {
  validateCode: endpoint<{ params: ReferralCodeParams; response: ReferralCodeCheck }>(
    'GET',
    '/api/validateReferredCode/:code',
  ),
  /** The caller's own code, or null when they have none yet. */
  ownCode: endpoint<{ response: OwnReferralCode | null }>('GET', '/api/user/referral-code'),
  /** Creates the caller's code when they have none; answers the existing one otherwise. */
  createOwnCode: endpoint<{ response: OwnReferralCode }>('POST', '/api/user/referral-code'),
});

/** Referidos for staff (module referidos): /dashboard/referreds and /admin/referred-codes/:code. */
export const referralAdminEndpoints = withCallers(referralAdminCallers, {
  list: endpoint<{ query: ReferralCodeListQuery; response: ReferralCodePage }>(
    'GET',
    '/api/admin/referral-codes',
  ),
  /** A CSV file (text/csv, UTF-8 with BOM) of the filtered codes; a refusal is still the JSON envelope. */
  export: endpoint<{ query: ReferralCodeFilters; response: string }>(
    'GET',
    '/api/admin/referral-codes/export',
  ),
  get: endpoint<{ params: ReferralCodeParams; response: ReferralCodeDetail }>(
    'GET',
    '/api/admin/referral-codes/:code',
  ),
  create: endpoint<{ body: ReferralCodeCreateRequest; response: ReferralCodeSummary }>(
    'POST',
    '/api/admin/referral-codes',
  ),
  update: endpoint<{
    params: ReferralCodeParams;
    body: ReferralCodeUpdateRequest;
    response: ReferralCodeSummary;
  }>('PATCH', '/api/admin/referral-codes/:code'),
});
