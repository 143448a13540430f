import { rateAlertEndpoints, type RateAlertList } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const rateAlertsKey = ['rate-alerts', 'mine'] as const;

export const fetchRateAlerts = (): Promise<RateAlertList> => apiCall(rateAlertEndpoints.list);

export const rateAlertsQueryOptions = () =>
  queryOptions({ queryKey: rateAlertsKey, queryFn: fetchRateAlerts });

/** The customer's alerts, newest first. */
export function useRateAlerts() {
  return useQuery(rateAlertsQueryOptions());
}
