// Public entry of Resumen (module resumen): the period's figures, charts and month table with the view in
// the address, and its printable A4 page.
export { summaryKeys } from './api/keys.ts';
export { SummaryScreen, type SummaryScreenProps } from './components/summary-screen.tsx';
export {
  SummaryPrintableScreen,
  type SummaryPrintableScreenProps,
} from './components/summary-printable-screen.tsx';
