import { describeHours, serviceStatus, type PublicServiceHours } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { getBankCatalogue } from '../banks/index.ts';
import { readServiceCalendar } from './service-calendar.ts';

/**
 * `GET /api/public/service-hours` (docs/rules/hours-and-arrival.md#public-hours): open now or the next
 * opening, the week, the holidays still ahead and each active bank's typical transfer times.
 */
export async function getPublicServiceHours(
  ctx: Pick<AppContext, 'cache' | 'db' | 'now'>,
): Promise<PublicServiceHours> {
  const now = ctx.now();
  const [{ calendar, transfers }, catalogue] = await Promise.all([
    readServiceCalendar(ctx),
    getBankCatalogue(ctx),
  ]);
  const today = limaDay(now);
  return {
    status: serviceStatus(calendar, now),
    hours: calendar.hours,
    hoursText: describeHours(calendar.hours),
    holidays: calendar.holidays.filter((holiday) => holiday.date >= today),
    banks: catalogue.banks.flatMap((bank) => {
      const times = transfers
        .filter((row) => row.bankCode === bank.code)
        .sort((a, b) => a.currency.localeCompare(b.currency))
        .map((row) => ({
          currency: row.currency,
          sameBankMinutes: row.sameBankMinutes,
          interbankMinutes: row.interbankMinutes,
        }));
      if (times.length === 0) return [];
      return [
        {
          bankId: bank.id,
          code: bank.code,
          name: bank.name,
          shortName: bank.shortName,
          color: bank.color,
          logoUrl: bank.logoUrl,
          times,
        },
      ];
    }),
  };
}
