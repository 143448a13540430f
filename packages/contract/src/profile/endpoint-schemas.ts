import type { EndpointSchemas } from '../http/endpoint.ts';
import type { profileEndpoints } from './endpoints.ts';

export const profileSchemas = {} satisfies EndpointSchemas<typeof profileEndpoints>;
