// Public entry of the partner-link feature: /externo/finalizar-orden/:codigo, the partner client's page.
export { PartnerFinalizeScreen } from './components/partner-finalize-screen.tsx';
