import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import {
  referralCodeCreateRequest,
  referralCodeDetail,
  referralCodeFilters,
  referralCodeListQuery,
  referralCodePage,
  referralCodeSummary,
  referralCodeUpdateRequest,
} from './admin-schemas.ts';
import type { referralAdminEndpoints, referralEndpoints } from './endpoints.ts';
import { ownReferralCode, referralCodeCheck, referralCodeParams } from './schemas.ts';

export const referralSchemas = {
  validateCode: { params: referralCodeParams, response: referralCodeCheck },
  ownCode: { response: ownReferralCode.nullable() },
  createOwnCode: { response: ownReferralCode },
} satisfies EndpointSchemas<typeof referralEndpoints>;

export const referralAdminSchemas = {
  list: { query: referralCodeListQuery, response: referralCodePage },
  export: { query: referralCodeFilters, response: z.string() },
  get: { params: referralCodeParams, response: referralCodeDetail },
  create: { body: referralCodeCreateRequest, response: referralCodeSummary },
  update: { params: referralCodeParams, body: referralCodeUpdateRequest, response: referralCodeSummary },
} satisfies EndpointSchemas<typeof referralAdminEndpoints>;
