// Public entry of the SUNAT receipts feature: Finanzas › Comprobantes.
export { ReceiptsScreen } from './components/receipts-screen.tsx';
