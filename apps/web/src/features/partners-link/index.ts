// Public entry of the partners-link feature: /externo/finalizar-orden/:codigo, the partner client's page.
export { PartnerFinalizeScreen } from './components/partner-finalize-screen.tsx';
