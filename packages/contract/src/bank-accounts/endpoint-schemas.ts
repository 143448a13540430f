import type { EndpointSchemas } from '../http/endpoint.ts';
import type { bankAccountEndpoints } from './endpoints.ts';

export const bankAccountSchemas = {} satisfies EndpointSchemas<typeof bankAccountEndpoints>;
