// Public entry of the service-hours module: Cambix's week, holidays and transfer times as a quote uses them.
// Other modules import only this file (decision 089).
export { quoteTiming, readServiceCalendar } from './service-calendar.ts';
