// Public entry of the compliance-alerts module: raising alerts, and whether a customer is held or PEP.
export { holdingAlertQuery, isOnHold } from './customer-hold.ts';
export { confirmedPepEndsSql, isPep, isPepBy, pepEndsOn } from './is-pep.ts';
export { raiseAlert, type NewAlert } from './raise-alert.ts';
export { decideAlert, decideAlertIn } from './decide-alert.ts';
export { listAlerts } from './list-alerts.ts';
export { registerComplianceAlertRoutes } from './compliance-alerts.routes.ts';
