import type { UserIdParams } from '../users/schemas.ts';
import { endpoint, withCallers } from '../http/endpoint.ts';
import { consentCallers } from './callers.ts';
import type {
  AcceptConsentsRequest,
  ConsentRecord,
  MarketingConsent,
  MarketingConsentRequest,
  PendingConsentList,
} from './schemas.ts';

export const consentEndpoints = withCallers(consentCallers, {
  /** Records the customer's acceptance of the texts in force; answers what is still pending. */
  acceptConsents: endpoint<{ body: AcceptConsentsRequest; response: PendingConsentList }>(
    'POST',
    '/api/consents/accept',
  ),
  marketingConsent: endpoint<{ response: MarketingConsent }>('GET', '/api/consents/marketing'),
  /** Grants or withdraws marketing consent: a new record each time (Perfil › Comunicaciones comerciales). */
  setMarketingConsent: endpoint<{ body: MarketingConsentRequest; response: MarketingConsent }>(
    'PUT',
    '/api/consents/marketing',
  ),
  /** Every consent record of a customer, newest first. */
  customerConsents: endpoint<{ params: UserIdParams; response: ConsentRecord[] }>(
    'GET',
    '/api/admin/users/:userId/consents',
  ),
});
