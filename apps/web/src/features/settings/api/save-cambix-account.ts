import {
  settingsEndpoints,
  type CambixAccountInput,
  type CambixAccountSettings,
  type CambixAccountUpdate,
} from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { storeSavedAccount } from './get-cambix-accounts.ts';

export const createCambixAccount = (body: CambixAccountInput) =>
  apiCall(settingsEndpoints.createCambixAccount, { body });

export const updateCambixAccount = (accountId: number, body: CambixAccountUpdate) =>
  apiCall(settingsEndpoints.updateCambixAccount, { params: { accountId: String(accountId) }, body });

export function useCreateCambixAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CambixAccountInput): Promise<CambixAccountSettings> => createCambixAccount(body),
    onSuccess: (saved) => storeSavedAccount(queryClient, saved),
  });
}

/** Number, CCI, holder and active; bank, currency and use stay as created. */
export function useUpdateCambixAccount(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CambixAccountUpdate) => updateCambixAccount(accountId, body),
    onSuccess: (saved) => storeSavedAccount(queryClient, saved),
  });
}
