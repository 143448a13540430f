// Public entry of payments by reference: the queue and the automatic approvals of bank statement lines.
export { PaymentMatchesScreen } from './components/payment-matches-screen.tsx';
