import { endpoint, withCallers } from '../http/endpoint.ts';
import { sessionCallers } from './callers.ts';
import type { DeviceSessionList, DeviceSessionParams, EndedSession } from './schemas.ts';

/** The caller's own signed-in devices (issue 30, decision 133): whose they are comes from the token only. */
export const sessionEndpoints = withCallers(sessionCallers, {
  list: endpoint<{ response: DeviceSessionList }>('GET', '/api/sessions'),
  /** Ends one of the caller's sessions: its tokens are refused and its sockets end; their own is a logout. */
  end: endpoint<{ params: DeviceSessionParams; response: EndedSession }>('DELETE', '/api/sessions/:id'),
});
