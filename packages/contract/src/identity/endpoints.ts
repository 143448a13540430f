import { endpoint, withCallers } from '../http/endpoint.ts';
import { identityCallers } from './callers.ts';
import type { UserIdParams } from '../users/schemas.ts';
import type { IdentityDocument, KycStatus, KycSubmissionRequest } from './schemas.ts';

export const identityEndpoints = withCallers(identityCallers, {
  /** The wizard's resume point: step, personal data entered and the photos already uploaded. */
  kycStatus: endpoint<{ response: KycStatus }>('GET', '/api/user/kyc'),
  /** Multipart: a `kind` field (dni_front, dni_back, selfie) and one image file. */
  sendImage: endpoint<{ response: IdentityDocument }>('POST', '/api/sendImage', { multipart: true }),
  /** Submits the current KYC step of the caller (own id only). */
  submitStep: endpoint<{ params: UserIdParams; body: KycSubmissionRequest; response: KycStatus }>(
    'POST',
    '/api/validateDataUser/:userId',
  ),
});
