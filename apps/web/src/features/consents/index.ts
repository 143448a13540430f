// Public entry of the consents feature (decision 167): the dialog of a new version, Perfil's marketing
// switch and the staff history.
export { ConsentDialog } from './components/consent-dialog.tsx';
export { MarketingConsentSwitch } from './components/marketing-consent-switch.tsx';
export { CustomerConsentsTable } from './components/customer-consents-table.tsx';
