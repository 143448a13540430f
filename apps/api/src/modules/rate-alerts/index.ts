// Public entry of the rate-alerts module (docs/rules/exchange.md#rate-alerts). Other modules import only this file.
export { fireRateAlerts } from './fire-rate-alerts.ts';
export { forgetUnconfirmedVisitorAlerts } from './forget-unconfirmed-alerts.ts';
export { handleRateAlertJobs } from './deliver-alert-push.ts';
export { registerRateAlertRoutes } from './rate-alerts.routes.ts';
export { removePersonAlerts } from './remove-person-alerts.ts';
