import type { EndpointSchemas } from '../http/endpoint.ts';
import type { userEndpoints } from './endpoints.ts';
import { userIdParams, userState } from './schemas.ts';

export const userSchemas = {
  state: { params: userIdParams, response: userState },
} satisfies EndpointSchemas<typeof userEndpoints>;
