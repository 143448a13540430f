// Public entry of the receipts module: issuing a receipt.
// Other modules import only this file (decision 089).
export { issueReceipt, receiptNumber } from './issue-receipt.ts';
