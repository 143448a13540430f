import { z } from 'zod';
import { complianceSettings } from '../compliance/settings-schemas.ts';
import { divisasSettings } from '../exchange/schemas.ts';
import { serviceSettings } from '../service-hours/schemas.ts';
import { securitySettings } from '../second-factor/schemas.ts';
import type { EndpointSchemas } from '../http/endpoint.ts';
import {
  accountTypesInput,
  bankIdParams,
  bankInput,
  bankSettings,
  cambixAccountIdParams,
  cambixAccountInput,
  cambixAccountSettings,
  cambixAccountUpdate,
  openingBalanceInput,
  paymentStepsInput,
  receiptSeriesInput,
  receiptSeriesSettings,
  settingsSections,
} from './admin-schemas.ts';
import type { settingsEndpoints } from './endpoints.ts';
import {
  companySettings,
  contactSettings,
  publicContact,
  feeSettings,
  financeSettings,
  limitSettings,
  pointsSettings,
  referralSettings,
} from './schemas.ts';

export const settingsSchemas = {
  sections: { response: settingsSections },
  saveFees: { body: feeSettings, response: feeSettings },
  saveLimits: { body: limitSettings, response: limitSettings },
  savePoints: { body: pointsSettings, response: pointsSettings },
  saveReferrals: { body: referralSettings, response: referralSettings },
  saveFinance: { body: financeSettings, response: financeSettings },
  saveCompany: { body: companySettings, response: companySettings },
  saveContact: { body: contactSettings, response: contactSettings },
  saveDivisas: { body: divisasSettings, response: divisasSettings },
  saveService: { body: serviceSettings, response: serviceSettings },
  saveSecurity: { body: securitySettings, response: securitySettings },
  compliance: { response: complianceSettings },
  saveCompliance: { body: complianceSettings, response: complianceSettings },
  publicContact: { response: publicContact },
  banks: { response: z.array(bankSettings) },
  createBank: { body: bankInput, response: bankSettings },
  updateBank: { params: bankIdParams, body: bankInput, response: bankSettings },
  saveAccountTypes: { params: bankIdParams, body: accountTypesInput, response: bankSettings },
  savePaymentSteps: { params: bankIdParams, body: paymentStepsInput, response: bankSettings },
  uploadBankLogo: { params: bankIdParams, response: bankSettings },
  cambixAccounts: { response: z.array(cambixAccountSettings) },
  createCambixAccount: { body: cambixAccountInput, response: cambixAccountSettings },
  updateCambixAccount: {
    params: cambixAccountIdParams,
    body: cambixAccountUpdate,
    response: cambixAccountSettings,
  },
  recordOpeningBalance: {
    params: cambixAccountIdParams,
    body: openingBalanceInput,
    response: cambixAccountSettings,
  },
  receiptSeries: { response: z.array(receiptSeriesSettings) },
  saveReceiptSeries: { params: bankIdParams, body: receiptSeriesInput, response: receiptSeriesSettings },
} satisfies EndpointSchemas<typeof settingsEndpoints>;
