import type { Commission } from '@cambix/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { getSettings } from '../settings/get-settings.ts';

/** The commission list staff choose from, with the default marked (settings `fees`, domain.md 5). */
export async function listCommissions(db: Queryable): Promise<Commission[]> {
  const fees = await getSettings(db, 'fees');
  return fees.commissionOptions.map((value) => ({ value, isDefault: value === fees.defaultCommission }));
}
