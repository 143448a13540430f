import { rateAlertEndpoints, type NewRateAlert, type VisitorRateAlertRequest } from '@cambix/contract';
import { apiRequest } from '@/lib/api-client.ts';

/** A customer's alert, active at once; answers the server's message. */
export async function createRateAlert(alert: NewRateAlert): Promise<string> {
  return (await apiRequest(rateAlertEndpoints.create, { body: alert })).message;
}

/** A visitor's alert: the server mails the link that activates it; answers its message. */
export async function createVisitorRateAlert(alert: VisitorRateAlertRequest): Promise<string> {
  return (await apiRequest(rateAlertEndpoints.visitorCreate, { body: alert })).message;
}
