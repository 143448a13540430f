import { settingsEndpoints, type ComplianceSettings } from '@cambix/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export function getComplianceSettings(signal?: AbortSignal): Promise<ComplianceSettings> {
  return apiCall(settingsEndpoints.compliance, { signal });
}

export const complianceSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.compliance(),
    queryFn: ({ signal }) => getComplianceSettings(signal),
  });

/** Ajustes › Cumplimiento (module cumplimiento, not ajustes: decision 151). */
export function useComplianceSettings() {
  return useQuery(complianceSettingsQuery());
}

export const saveComplianceSettings = (body: ComplianceSettings) =>
  apiCall(settingsEndpoints.saveCompliance, { body });

export function useSaveComplianceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComplianceSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.compliance(), saved),
  });
}
