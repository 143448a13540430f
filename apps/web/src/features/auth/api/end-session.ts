import { authEndpoints } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** `POST /api/auth/logout` with the token being dropped; not awaited, and a failure changes nothing here. */
export function endServerSession(token: string): void {
  apiCall(authEndpoints.logout, { token }).catch(() => undefined);
}
