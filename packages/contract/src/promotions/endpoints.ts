import { endpoint } from '../http/endpoint.ts';
import type { PromoCheck, PromoCheckRequest } from './schemas.ts';

export const promotionEndpoints = {
  check: endpoint<{ body: PromoCheckRequest; response: PromoCheck }>('POST', '/api/promocode'),
};
