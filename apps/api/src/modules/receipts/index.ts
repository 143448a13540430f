// Public entry of the receipts module: issuing a boleta, sending it to SUNAT's provider and its printed
// representation. Other modules import only this file (decision 089).
export { assertCanIssueReceipts, issueReceipt, receiptNumber, type Receipt } from './issue-receipt.ts';
export { receiptCharge } from './receipt-charge.ts';
export { describeReceipt, type ReceiptOrder } from './receipt-document.ts';
export { receiptPdf } from './receipt-pdf.ts';
export { sendReceipt } from './send-receipt.ts';
export { sendDailySummaries } from './daily-summary.ts';
export { handleFacturaJobs } from './factura-jobs.ts';
export { registerReceiptRoutes } from './receipts.routes.ts';
export { SUMMARY_SWEEP_MS } from './daily-summary.ts';
export { sendingView } from './sending-view.ts';
export { creditNoteOfReceipt } from './credit-note-view.ts';
