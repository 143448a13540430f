import { endpoint } from '../http/endpoint.ts';
import type { UserIdParams, UserState } from './schemas.ts';

export const userEndpoints = {
  state: endpoint<{ params: UserIdParams; response: UserState }>('GET', '/api/stateUser/:userId'),
};
