import { callers } from '../http/callers.ts';

const view = callers.staff('ajustes', 'view');
const edit = callers.staff('ajustes', 'edit');

export const settingsCallers = {
  sections: view,
  saveFees: callers.stepUp(edit),
  saveLimits: edit,
  savePoints: edit,
  saveReferrals: edit,
  saveFinance: edit,
  saveCompany: edit,
  saveContact: edit,
  saveDivisas: edit,
  saveService: edit,
  // Who must hold a second factor is the Administrador's call alone.
  saveSecurity: callers.stepUp(callers.roles('Administrador')),
  // Cumplimiento's thresholds are the compliance officer's (module cumplimiento), not Ajustes' (decision 151).
  compliance: callers.staff('cumplimiento', 'view'),
  saveCompliance: callers.staff('cumplimiento', 'edit'),
  publicContact: callers.anyClient(),
  banks: view,
  createBank: edit,
  updateBank: edit,
  saveAccountTypes: edit,
  savePaymentSteps: edit,
  uploadBankLogo: edit,
  cambixAccounts: view,
  createCambixAccount: edit,
  updateCambixAccount: edit,
  recordOpeningBalance: edit,
  receiptSeries: view,
  saveReceiptSeries: edit,
};
