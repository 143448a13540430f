// Public entry of the banks module: the bank catalogue and bank logos.
// Other modules import only this file (decision 089).
export { bankFieldsOf, findCatalogueBank, forgetBankCatalogue, getBankCatalogue } from './bank-catalogue.ts';
export { listPaymentSteps } from './list-payment-steps.ts';
export { LOGO_EXTENSION, logoUrlOf, reencodeLogo } from './bank-logo.ts';
