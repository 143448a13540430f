import { endpoint } from '../http/endpoint.ts';
import type { ReferralCodeCheck, ReferralCodeParams } from './schemas.ts';

export const referralEndpoints = {
  validateCode: endpoint<{ params: ReferralCodeParams; response: ReferralCodeCheck }>(
    'GET',
    '/api/validateReferredCode/:code',
  ),
};
