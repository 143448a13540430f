import { sessionEndpoints, type DeviceSession } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const sessionsKey = ['sessions', 'mine'] as const;

export const fetchSessions = async (): Promise<DeviceSession[]> =>
  (await apiCall(sessionEndpoints.list)).sessions;

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsKey, queryFn: fetchSessions });

/** The caller's open sessions, this device first (`GET /api/sessions`). */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
