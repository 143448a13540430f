import type { Commission } from '@cambix/contract';
import type { CacheReader } from '../../platform/context.ts';
import { getSettings } from '../settings/index.ts';

/**
 * The commission list staff choose from, with the default marked (settings `fees`,
 * docs/rules/fees-and-quotes.md#commission-list).
 */
export async function listCommissions(ctx: CacheReader): Promise<Commission[]> {
  const fees = await getSettings(ctx, 'fees');
  return fees.commissionOptions.map((value) => ({ value, isDefault: value === fees.defaultCommission }));
}
