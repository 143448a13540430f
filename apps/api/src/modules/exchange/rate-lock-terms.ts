import type { RateLockTerms } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { getSettings } from '../settings/index.ts';
import { isIndicativeFor, type LockHolder } from './lapsed-rate-locks.ts';

/**
 * Whether a divisas order the holder created now would lock its rate (docs/rules/exchange.md#indicative-quotes):
 * what the calculators show before the order exists, by the same rule creation applies.
 */
export async function rateLockTerms(
  ctx: Pick<AppContext, 'cache' | 'db' | 'now'>,
  holder: LockHolder,
): Promise<RateLockTerms> {
  const divisas = await getSettings(ctx, 'divisas');
  return { indicative: await isIndicativeFor(ctx.db, holder, divisas, ctx.now()) };
}
