import { endpoint } from '../http/endpoint.ts';
import type { OwnReferralCode, ReferralCodeCheck, ReferralCodeParams } from './schemas.ts';

export const referralEndpoints = {
  validateCode: endpoint<{ params: ReferralCodeParams; response: ReferralCodeCheck }>(
    'GET',
    '/api/validateReferredCode/:code',
  ),
  /** The caller's own code, or null when they have none yet. */
  ownCode: endpoint<{ response: OwnReferralCode | null }>('GET', '/api/user/referral-code'),
  /** Creates the caller's code when they have none; answers the existing one otherwise. */
  createOwnCode: endpoint<{ response: OwnReferralCode }>('POST', '/api/user/referral-code'),
};
