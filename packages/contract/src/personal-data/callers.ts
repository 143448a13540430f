import { callers } from '../http/callers.ts';

// The customer's own data (Perfil › Mis datos): each customer only their own. Reachable while texts are
// pending: the rights of access, cancellation and opposition never wait on accepting a new policy (decision 178).
export const myDataCallers = {
  myData: callers.beforeConsent(callers.customer('ok')),
  requestExport: callers.beforeConsent(callers.customer('ok')),
  // Another customer's export is answered as not there.
  downloadExport: callers.beforeConsent(callers.customer(404)),
  fileRequest: callers.beforeConsent(callers.customer('ok')),
};

// Datos personales (docs/rules/personal-data.md#solicitudes-arco): view reads, edit acts.
export const dataRequestCallers = {
  list: callers.staff('datos-personales', 'view'),
  detail: callers.staff('datos-personales', 'view'),
  start: callers.staff('datos-personales', 'edit'),
  answer: callers.staff('datos-personales', 'edit'),
};

// The security-incident register: staff of datos-personales; view reads, edit records.
export const incidentCallers = {
  list: callers.staff('datos-personales', 'view'),
  detail: callers.staff('datos-personales', 'view'),
  create: callers.staff('datos-personales', 'edit'),
  addEntry: callers.staff('datos-personales', 'edit'),
};
