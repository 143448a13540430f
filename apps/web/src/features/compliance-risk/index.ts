// Public entry of Cumplimiento › Riesgo (module cumplimiento): customers by risk level with their reasons,
// history and the review of the high ones.
export { RiskScreen } from './components/risk-screen.tsx';
