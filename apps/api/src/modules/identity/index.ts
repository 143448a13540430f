// Public entry of the identity module for other modules (decision 089).
export { removeIdentityDocuments } from './remove-identity-documents.ts';
export { forgetRejectedIdentityDocuments } from './forget-rejected-identity-documents.ts';
