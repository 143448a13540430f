import type { EndpointSchemas } from '../http/endpoint.ts';
import type { bankEndpoints } from './endpoints.ts';

export const bankSchemas = {} satisfies EndpointSchemas<typeof bankEndpoints>;
