import { endpoint, withCallers } from '../http/endpoint.ts';
import { rateAlertCallers } from './callers.ts';
import type {
  NewRateAlert,
  PushPublicKey,
  PushSubscribed,
  PushSubscriptionRequest,
  RateAlert,
  RateAlertList,
  RateAlertParams,
  RateAlertRemoved,
  RateAlertStateRequest,
  VisitorAlertRequested,
  VisitorAlertStateRequest,
  VisitorAlertToken,
  VisitorPushRequest,
  VisitorRateAlertRequest,
} from './schemas.ts';

/** Rate alerts (docs/rules/exchange.md#rate-alerts): a customer's own, and a visitor's through its mailed link. */
export const rateAlertEndpoints = withCallers(rateAlertCallers, {
  /** The VAPID public key a browser subscribes with. */
  pushKey: endpoint<{ response: PushPublicKey }>('GET', '/api/push/public-key'),
  list: endpoint<{ response: RateAlertList }>('GET', '/api/rate-alerts'),
  create: endpoint<{ body: NewRateAlert; response: RateAlert }>('POST', '/api/rate-alerts'),
  setState: endpoint<{ params: RateAlertParams; body: RateAlertStateRequest; response: RateAlert }>(
    'PUT',
    '/api/rate-alerts/:alertId/state',
  ),
  remove: endpoint<{ params: RateAlertParams; response: RateAlertRemoved }>(
    'DELETE',
    '/api/rate-alerts/:alertId',
  ),
  /** This browser receives the pushes of every alert of the customer's. */
  subscribe: endpoint<{ body: PushSubscriptionRequest; response: PushSubscribed }>(
    'POST',
    '/api/rate-alerts/push-subscription',
  ),
  /** A visitor's alert: mails a link to the address; the alert is active once the link is opened. */
  visitorCreate: endpoint<{ body: VisitorRateAlertRequest; response: VisitorAlertRequested }>(
    'POST',
    '/api/rate-alerts/visitor',
  ),
  /** Opening the mailed link confirms the alert (the first time) and shows it. */
  visitorOpen: endpoint<{ body: VisitorAlertToken; response: RateAlert }>(
    'POST',
    '/api/rate-alerts/visitor/open',
  ),
  visitorSetState: endpoint<{ body: VisitorAlertStateRequest; response: RateAlert }>(
    'POST',
    '/api/rate-alerts/visitor/state',
  ),
  visitorRemove: endpoint<{ body: VisitorAlertToken; response: RateAlertRemoved }>(
    'POST',
    '/api/rate-alerts/visitor/remove',
  ),
  visitorSubscribe: endpoint<{ body: VisitorPushRequest; response: PushSubscribed }>(
    'POST',
    '/api/rate-alerts/visitor/push-subscription',
  ),
});
