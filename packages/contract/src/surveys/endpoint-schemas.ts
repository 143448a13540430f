import type { EndpointSchemas } from '../http/endpoint.ts';
import type { surveyEndpoints } from './endpoints.ts';

export const surveySchemas = {} satisfies EndpointSchemas<typeof surveyEndpoints>;
