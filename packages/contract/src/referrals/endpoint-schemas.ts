import type { EndpointSchemas } from '../http/endpoint.ts';
import type { referralEndpoints } from './endpoints.ts';
import { referralCodeCheck, referralCodeParams } from './schemas.ts';

export const referralSchemas = {
  validateCode: { params: referralCodeParams, response: referralCodeCheck },
} satisfies EndpointSchemas<typeof referralEndpoints>;
