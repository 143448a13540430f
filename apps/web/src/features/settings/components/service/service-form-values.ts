import type { ServiceSettings } from '@cambix/contract';
import { serviceSettings } from '@cambix/contract/schemas';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** A transfer row as the form shows it: "next business day" is a switch beside the minutes. */
interface TransferRow {
  bankCode: string;
  currency: 'PEN' | 'USD';
  sameBankMinutes: number;
  sameBankCutoff: string;
  interbankNextDay: boolean;
  interbankMinutes: number;
  interbankCutoff: string;
}

export interface ServiceFormValues {
  holidays: { date: string; name: string }[];
  transfers: TransferRow[];
}

export const toFormValues = (settings: ServiceSettings): ServiceFormValues => ({
  holidays: settings.holidays,
  transfers: settings.transfers.map((row) => ({
    ...row,
    interbankNextDay: row.interbankMinutes === null,
    interbankMinutes: row.interbankMinutes ?? 120,
  })),
});

/** The contract's `serviceSettings` checks what the form would send, its messages on the same fields. */
export const serviceForm = z
  .object({
    holidays: z.array(z.object({ date: z.string(), name: z.string() })),
    transfers: z.array(
      z.object({
        bankCode: z.string(),
        currency: z.enum(['PEN', 'USD']),
        sameBankMinutes: z.number(),
        sameBankCutoff: z.string(),
        interbankNextDay: z.boolean(),
        interbankMinutes: z.number(),
        interbankCutoff: z.string(),
      }),
    ),
  })
  .transform((value) => ({
    holidays: value.holidays,
    transfers: value.transfers.map(({ interbankNextDay, interbankMinutes, ...row }) => ({
      ...row,
      interbankMinutes: interbankNextDay ? null : interbankMinutes,
    })),
  }))
  .pipe(serviceSettings);

/** The form of Horarios y feriados, as its row lists receive it. */
export type ServiceFormApi = UseFormReturn<ServiceFormValues, unknown, ServiceSettings>;
