import { callers } from '../http/callers.ts';

export const rateAlertCallers = {
  pushKey: callers.anyClient(),
  list: callers.customer('ok'),
  create: callers.customer('ok'),
  setState: callers.customer(404),
  remove: callers.customer(404),
  subscribe: callers.customer('ok'),
  // A visitor's alert: the token the mail carried is the credential, whoever holds it.
  visitorCreate: callers.anyClient(),
  visitorOpen: callers.anyClient(),
  visitorSetState: callers.anyClient(),
  visitorRemove: callers.anyClient(),
  visitorSubscribe: callers.anyClient(),
};
