// Public entry of the screening module: screening a customer now, the re-screening worker, and how a
// list's entries are stored (the demo's sample lists).
export { handleRescreenJobs } from './rescreen-customers.ts';
export { screenCustomer, screenCustomerNow } from './screen-customer.ts';
export { screeningSettings } from './screening-settings.ts';
export { storeListEntries } from './store-entries.ts';
export { registerScreeningRoutes } from './screening.routes.ts';
