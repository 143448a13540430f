import type { EndpointSchemas } from '../http/endpoint.ts';
import type { sessionEndpoints } from './endpoints.ts';
import { deviceSessionList, deviceSessionParams, endedSession } from './schemas.ts';

export const sessionSchemas = {
  list: { response: deviceSessionList },
  end: { params: deviceSessionParams, response: endedSession },
} satisfies EndpointSchemas<typeof sessionEndpoints>;
