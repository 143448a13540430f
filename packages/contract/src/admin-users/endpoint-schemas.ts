import type { EndpointSchemas } from '../http/endpoint.ts';
import type { adminUserEndpoints } from './endpoints.ts';

export const adminUserSchemas = {} satisfies EndpointSchemas<typeof adminUserEndpoints>;
