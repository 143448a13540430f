import type { EndpointSchemas } from '../http/endpoint.ts';
import type { rateAlertEndpoints } from './endpoints.ts';
import {
  newRateAlert,
  pushPublicKey,
  pushSubscribed,
  pushSubscriptionRequest,
  rateAlert,
  rateAlertList,
  rateAlertParams,
  rateAlertRemoved,
  rateAlertStateRequest,
  visitorAlertRequested,
  visitorAlertStateRequest,
  visitorAlertToken,
  visitorPushRequest,
  visitorRateAlertRequest,
} from './schemas.ts';

export const rateAlertSchemas = {
  pushKey: { response: pushPublicKey },
  list: { response: rateAlertList },
  create: { body: newRateAlert, response: rateAlert },
  setState: { params: rateAlertParams, body: rateAlertStateRequest, response: rateAlert },
  remove: { params: rateAlertParams, response: rateAlertRemoved },
  subscribe: { body: pushSubscriptionRequest, response: pushSubscribed },
  visitorCreate: { body: visitorRateAlertRequest, response: visitorAlertRequested },
  visitorOpen: { body: visitorAlertToken, response: rateAlert },
  visitorSetState: { body: visitorAlertStateRequest, response: rateAlert },
  visitorRemove: { body: visitorAlertToken, response: rateAlertRemoved },
  visitorSubscribe: { body: visitorPushRequest, response: pushSubscribed },
} satisfies EndpointSchemas<typeof rateAlertEndpoints>;
