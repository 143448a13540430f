import {
  arrivalOf,
  serviceStatus,
  type Arrival,
  type ArrivalQuery,
  type ServiceCalendar,
  type TransferTime,
} from '@cambix/contract';
import type { CacheReader } from '../../platform/context.ts';
import { getSettings } from '../settings/index.ts';

/**
 * Cambix's week (Ajustes › Divisas: the one weekly hours setting, decision 183), its holidays and each
 * bank's transfer times (Ajustes › Horarios y feriados), as every instance reads them.
 */
export async function readServiceCalendar(
  ctx: CacheReader,
): Promise<{ calendar: ServiceCalendar; transfers: TransferTime[] }> {
  const [divisas, service] = await Promise.all([getSettings(ctx, 'divisas'), getSettings(ctx, 'service')]);
  return { calendar: { hours: divisas.hours, holidays: service.holidays }, transfers: service.transfers };
}

/**
 * What a quote says about time (docs/rules/hours-and-arrival.md#arrival): when the money arrives at the
 * destination's bank (null without one), and while Cambix is closed, when the operation will be processed.
 */
export async function quoteTiming(
  ctx: CacheReader,
  destination: ArrivalQuery | null,
  now: Date,
): Promise<{ arrival: Arrival | null; processingText: string | null }> {
  const { calendar, transfers } = await readServiceCalendar(ctx);
  return {
    arrival: destination ? arrivalOf(calendar, transfers, destination, now) : null,
    processingText: serviceStatus(calendar, now).processingText,
  };
}
