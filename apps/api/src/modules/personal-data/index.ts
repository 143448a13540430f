// Public entry of the personal-data module (docs/rules/personal-data.md): Mis datos and the ARCO requests.
export { handleExportJobs } from './build-export.ts';
export { registerPersonalDataRoutes } from './personal-data.routes.ts';
export { applyRetention } from './apply-retention.ts';
