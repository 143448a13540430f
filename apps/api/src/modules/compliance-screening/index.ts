// Public entry of the screening module: screening a customer now, and the re-screening worker.
export { handleRescreenJobs } from './rescreen-customers.ts';
export { screenCustomer, screenCustomerNow } from './screen-customer.ts';
export { screeningSettings } from './screening-settings.ts';
export { registerScreeningRoutes } from './screening.routes.ts';
