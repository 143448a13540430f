// Public entry of the service-hours feature: open now, the week and each bank's transfer times (the landing
// page and /crear-orden place them), and a quote's arrival line.
export { ServiceHoursNote } from './components/service-hours-note.tsx';
export { TransferTimesList } from './components/transfer-times-list.tsx';
export { QuoteTiming } from './components/quote-timing.tsx';
export {
  fetchPublicServiceHours,
  publicServiceHoursQuery,
  serviceHoursKey,
  usePublicServiceHours,
} from './api/get-public-service-hours.ts';
