// Public entry of the compliance-alerts module: raising alerts, and whether a customer is held or PEP.
export { isOnHold } from './customer-hold.ts';
export { isPep, pepEndsOn } from './is-pep.ts';
export { raiseAlert, type NewAlert } from './raise-alert.ts';
export { decideAlert } from './decide-alert.ts';
export { listAlerts } from './list-alerts.ts';
export { registerComplianceAlertRoutes } from './compliance-alerts.routes.ts';
