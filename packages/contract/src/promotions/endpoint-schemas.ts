import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import {
  promoActiveRequest,
  promoDetail,
  promoFilters,
  promoIdParams,
  promoListQuery,
  promoPage,
  promoRequest,
  promoSummary,
  promoUsePage,
  promoUsesQuery,
} from './admin-schemas.ts';
import type { promotionAdminEndpoints, promotionEndpoints } from './endpoints.ts';
import { promoCheck, promoCheckRequest } from './schemas.ts';

export const promotionSchemas = {
  check: { body: promoCheckRequest, response: promoCheck },
} satisfies EndpointSchemas<typeof promotionEndpoints>;

export const promotionAdminSchemas = {
  list: { query: promoListQuery, response: promoPage },
  export: { query: promoFilters, response: z.string() },
  get: { params: promoIdParams, response: promoDetail },
  uses: { params: promoIdParams, query: promoUsesQuery, response: promoUsePage },
  create: { body: promoRequest, response: promoSummary },
  update: { params: promoIdParams, body: promoRequest, response: promoSummary },
  setActive: { params: promoIdParams, body: promoActiveRequest, response: promoSummary },
} satisfies EndpointSchemas<typeof promotionAdminEndpoints>;
