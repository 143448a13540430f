import type { EndpointSchemas } from '../http/endpoint.ts';
import type { riskEndpoints } from './risk-endpoints.ts';
import {
  customerRisk,
  customerRiskList,
  customerRiskListQuery,
  customerRiskParams,
  reviewRiskRequest,
} from './risk-schemas.ts';

export const riskSchemas = {
  list: { query: customerRiskListQuery, response: customerRiskList },
  review: { params: customerRiskParams, body: reviewRiskRequest, response: customerRisk },
} satisfies EndpointSchemas<typeof riskEndpoints>;
