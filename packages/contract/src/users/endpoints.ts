import { endpoint, withCallers } from '../http/endpoint.ts';
import { userCallers } from './callers.ts';
import type { UserIdParams, UserState } from './schemas.ts';

export const userEndpoints = withCallers(userCallers, {
  state: endpoint<{ params: UserIdParams; response: UserState }>('GET', '/api/stateUser/:userId'),
});
