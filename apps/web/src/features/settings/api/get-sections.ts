import { settingsEndpoints, type SettingsSections } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export function getSettingsSections(signal?: AbortSignal): Promise<SettingsSections> {
  return apiCall(settingsEndpoints.sections, { signal });
}

export const settingsSectionsQuery = () =>
  queryOptions({ queryKey: settingsKeys.sections(), queryFn: ({ signal }) => getSettingsSections(signal) });

/** Fees, limits and points: the single-record sections of Ajustes. */
export function useSettingsSections(enabled = true) {
  return useQuery({ ...settingsSectionsQuery(), enabled });
}
