import {
  settingsEndpoints,
  type CompanySettings,
  type ContactSettings,
  type DivisasSettings,
  type FeeSettings,
  type FinanceSettings,
  type LimitSettings,
  type PointsSettings,
  type ReferralSettings,
  type SecuritySettings,
  type ServiceSettings,
  type SettingsSections,
} from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankKeys } from '@/features/banks';
import { serviceHoursKey } from '@/features/service-hours';
import { apiCall } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export const saveFees = (body: FeeSettings) => apiCall(settingsEndpoints.saveFees, { body });
export const saveLimits = (body: LimitSettings) => apiCall(settingsEndpoints.saveLimits, { body });
export const savePoints = (body: PointsSettings) => apiCall(settingsEndpoints.savePoints, { body });
export const saveReferrals = (body: ReferralSettings) => apiCall(settingsEndpoints.saveReferrals, { body });
export const saveFinance = (body: FinanceSettings) => apiCall(settingsEndpoints.saveFinance, { body });
export const saveCompany = (body: CompanySettings) => apiCall(settingsEndpoints.saveCompany, { body });
export const saveContact = (body: ContactSettings) => apiCall(settingsEndpoints.saveContact, { body });
export const saveDivisas = (body: DivisasSettings) => apiCall(settingsEndpoints.saveDivisas, { body });
export const saveService = (body: ServiceSettings) => apiCall(settingsEndpoints.saveService, { body });
export const saveSecurity = (body: SecuritySettings) => apiCall(settingsEndpoints.saveSecurity, { body });

type SectionName = keyof SettingsSections;
type Savers = { [K in SectionName]: (body: SettingsSections[K]) => Promise<SettingsSections[K]> };
const SAVERS: Savers = {
  fees: saveFees,
  limits: saveLimits,
  points: savePoints,
  referrals: saveReferrals,
  finance: saveFinance,
  company: saveCompany,
  contact: saveContact,
  divisas: saveDivisas,
  service: saveService,
  security: saveSecurity,
};

/** Saves one single-record section and puts the server's answer in the cache. */
export function useSaveSection<K extends SectionName>(section: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsSections[K]) => SAVERS[section](body),
    onSuccess: (saved) => {
      queryClient.setQueryData<SettingsSections>(settingsKeys.sections(), (current) =>
        current ? { ...current, [section]: saved } : current,
      );
      // The commission list and the catalogue other screens read change with the fees.
      if (section === 'fees') void queryClient.invalidateQueries({ queryKey: bankKeys.catalogue });
      // The hours note and the transfer times this browser shows follow the save.
      if (section === 'service' || section === 'divisas')
        void queryClient.invalidateQueries({ queryKey: serviceHoursKey });
    },
  });
}
