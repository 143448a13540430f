import type { EndpointSchemas } from '../http/endpoint.ts';
import type { referralEndpoints } from './endpoints.ts';
import { ownReferralCode, referralCodeCheck, referralCodeParams } from './schemas.ts';

export const referralSchemas = {
  validateCode: { params: referralCodeParams, response: referralCodeCheck },
  ownCode: { response: ownReferralCode.nullable() },
  createOwnCode: { response: ownReferralCode },
} satisfies EndpointSchemas<typeof referralEndpoints>;
