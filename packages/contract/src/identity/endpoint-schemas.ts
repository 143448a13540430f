import type { EndpointSchemas } from '../http/endpoint.ts';
import { userIdParams } from '../users/schemas.ts';
import type { identityEndpoints } from './endpoints.ts';
import { identityDocument, kycStatus, kycSubmission } from './schemas.ts';

export const identitySchemas = {
  kycStatus: { response: kycStatus },
  sendImage: { response: identityDocument },
  submitStep: { params: userIdParams, body: kycSubmission, response: kycStatus },
} satisfies EndpointSchemas<typeof identityEndpoints>;
