import type { EndpointSchemas } from '../http/endpoint.ts';
import type { promotionEndpoints } from './endpoints.ts';
import { promoCheck, promoCheckRequest } from './schemas.ts';

export const promotionSchemas = {
  check: { body: promoCheckRequest, response: promoCheck },
} satisfies EndpointSchemas<typeof promotionEndpoints>;
