import type { MovementFormOptions } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { getSettings } from '../settings/index.ts';
import { readFinanceAccounts } from './finance-accounts.ts';

/** What Egreso's form offers: the active accounts, Ajustes' concepts, the four-eyes amount and today. */
export async function movementOptions(ctx: AppContext): Promise<MovementFormOptions> {
  const finance = await getSettings(ctx, 'finance');
  return {
    accounts: await readFinanceAccounts(ctx.db, { activeOnly: true }),
    concepts: finance.concepts,
    fourEyesAbove: finance.fourEyesAbove,
    today: limaDay(ctx.now()),
  };
}
