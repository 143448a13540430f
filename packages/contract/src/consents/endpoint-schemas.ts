import { z } from 'zod';
import { userIdParams } from '../users/schemas.ts';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { consentEndpoints } from './endpoints.ts';
import {
  acceptConsentsRequest,
  consentRecord,
  marketingConsent,
  marketingConsentRequest,
  pendingConsentList,
} from './schemas.ts';

export const consentSchemas = {
  acceptConsents: { body: acceptConsentsRequest, response: pendingConsentList },
  marketingConsent: { response: marketingConsent },
  setMarketingConsent: { body: marketingConsentRequest, response: marketingConsent },
  customerConsents: { params: userIdParams, response: z.array(consentRecord) },
} satisfies EndpointSchemas<typeof consentEndpoints>;
