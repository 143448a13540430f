import { rateAlertEndpoints, type RateAlert, type RateAlertState } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** An alert its owner may change: a customer's by id, a visitor's by the token of its link. */
export type AlertHandle = { id: number } | { token: string };

export function setRateAlertState(alert: AlertHandle, state: RateAlertState): Promise<RateAlert> {
  return 'token' in alert
    ? apiCall(rateAlertEndpoints.visitorSetState, { body: { token: alert.token, state } })
    : apiCall(rateAlertEndpoints.setState, { params: { alertId: String(alert.id) }, body: { state } });
}

export async function removeRateAlert(alert: AlertHandle): Promise<void> {
  if ('token' in alert) await apiCall(rateAlertEndpoints.visitorRemove, { body: { token: alert.token } });
  else await apiCall(rateAlertEndpoints.remove, { params: { alertId: String(alert.id) } });
}

/** Opening a visitor's link confirms the alert (the first time) and answers it. */
export const openVisitorRateAlert = (token: string): Promise<RateAlert> =>
  apiCall(rateAlertEndpoints.visitorOpen, { body: { token } });
