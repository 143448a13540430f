import { session } from '../auth/schemas.ts';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { profileEndpoints } from './endpoints.ts';
import { profile, ubigeoTree, updateFormFlags, updateUserRequest } from './schemas.ts';

export const profileSchemas = {
  profile: { response: profile },
  updateUser: { body: updateUserRequest, response: session },
  skipUpdateForm: { response: updateFormFlags },
  ubigeo: { response: ubigeoTree },
} satisfies EndpointSchemas<typeof profileEndpoints>;
