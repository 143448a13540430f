import type { EndpointSchemas } from '../http/endpoint.ts';
import type { identityEndpoints } from './endpoints.ts';

export const identitySchemas = {} satisfies EndpointSchemas<typeof identityEndpoints>;
