// Public entry of the help feature: the help contact on every customer screen and the public legal pages
// (decision 108).
export { usePublicContact, publicContactKey } from './api/get-public-contact.ts';
export { HelpDialog } from './components/help-dialog.tsx';
export { HelpNavItem, HelpFab, HELP_FAB_CLEARANCE } from './components/help-contact.tsx';
export { LegalDocument } from './components/legal-document.tsx';
export { whatsappLink } from './whatsapp-link.ts';
