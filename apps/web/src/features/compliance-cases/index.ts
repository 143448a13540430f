// Public entry of Cumplimiento › Casos (module cumplimiento): the cases, a case with its ROS, and the
// alert card's "Abrir caso".
export { CasesScreen } from './components/cases-screen.tsx';
export { CaseDetailScreen } from './components/case-detail-screen.tsx';
export { AlertCaseActions } from './components/alert-case-actions.tsx';
