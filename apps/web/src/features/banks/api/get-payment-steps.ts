import { bankEndpoints, type PaymentBankStep } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { BANKS_STALE_TIME } from './get-banks.ts';
import { bankKeys } from './keys.ts';

/**
 * Steps per bank id, each bank's list by `step_number` ascending
 * (docs/rules/banks-and-accounts.md#payment-steps).
 */
export type StepsByBank = Readonly<Record<number, readonly PaymentBankStep[]>>;

export function groupStepsByBank(steps: readonly PaymentBankStep[]): StepsByBank {
  const grouped: Record<number, PaymentBankStep[]> = {};
  for (const step of steps) (grouped[step.bankId] ??= []).push(step);
  for (const list of Object.values(grouped)) list.sort((a, b) => a.step_number - b.step_number);
  return grouped;
}

/**
 * A failure is logged 'Error cargando pasos por banco' and reads as no steps
 * (docs/rules/api-and-errors.md#errors-a-person-sees).
 */
export async function fetchPaymentSteps(): Promise<StepsByBank> {
  try {
    return groupStepsByBank(await apiCall(bankEndpoints.paymentSteps));
  } catch (error) {
    console.error('Error cargando pasos por banco', error);
    return {};
  }
}

export const paymentStepsQueryOptions = () =>
  queryOptions({ queryKey: bankKeys.paymentSteps, queryFn: fetchPaymentSteps, staleTime: BANKS_STALE_TIME });

export function usePaymentBankSteps() {
  return useQuery(paymentStepsQueryOptions());
}
