import { formatSoles, type LimitAmount, type LimitSettings } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, maxOf, parseMoney, type Cents } from '../../platform/money.ts';
import { getSettings } from '../settings/index.ts';

type Tier = LimitAmount['tier'];
type LimitedUser = Pick<
  typeof users.$inferSelect,
  'accountStatus' | 'isPremium' | 'isSpecial' | 'monthlyLimit'
>;

/**
 * The monthly limit by tier (docs/rules/limits.md#monthly-limit): special (the amount staff set), premium,
 * active, otherwise still to validate.
 */
export function monthlyLimitOf(user: LimitedUser, limits: LimitSettings): { tier: Tier; limit: Cents } {
  if (user.isSpecial && user.monthlyLimit !== null)
    return { tier: 'ESPECIAL', limit: parseMoney(user.monthlyLimit) };
  if (user.isPremium) return { tier: 'PREMIUM', limit: parseMoney(limits.premium) };
  if (user.accountStatus === 'ACTIVO') return { tier: 'ACTIVO', limit: parseMoney(limits.activo) };
  return { tier: 'POR_VALIDAR', limit: parseMoney(limits.porValidar) };
}

/** A partner's client is held to the active-account tier's limit (docs/rules/partners.md#partner-orders). */
export const partnerClientLimitOf = (limits: LimitSettings): Cents => parseMoney(limits.activo);

export interface LimitFigures {
  limit: Cents;
  used: Cents;
  amount: Cents;
}

/** An order fits while the month's usage with it reaches the limit at most: the limit itself may be sent. */
export function fitsMonthlyLimit({ limit, used, amount }: LimitFigures): boolean {
  return used + amount <= limit;
}

/** Whose limit it is: the customer placing their own order, or a partner's client the partner orders for. */
export type LimitHolder = { customer: LimitedUser } | { partnerClient: true };

/**
 * When the limit is checked: as an order is placed (or re-quoted), or again as it is finalized, when the
 * person paying (the customer, or the partner's client on the link) reads the refusal and keeps the order.
 */
export type LimitCheckpoint = 'order' | 'finalize';

function limitExceeded(
  holder: LimitHolder,
  { limit, used }: LimitFigures,
  checkpoint: LimitCheckpoint,
): AppError {
  const available = formatMoney(maxOf(0n, limit - used));
  const extra = { available, limit: formatMoney(limit), used: formatMoney(used) };
  if (checkpoint === 'finalize')
    return new AppError('LIMIT_EXCEEDED', {
      message: `Esta orden ya no cabe en tu límite mensual: este mes aún puedes enviar hasta ${formatSoles(available)}. La orden sigue guardada con tu comprobante, sin finalizar.`,
      extra,
    });
  if ('customer' in holder)
    return new AppError('LIMIT_EXCEEDED', {
      message: `Esta orden supera tu límite mensual. Este mes aún puedes enviar hasta ${formatSoles(available)}.`,
      extra,
    });
  return new AppError('LIMIT_EXCEEDED', {
    message: `Esta orden supera el límite mensual del cliente. Este mes aún puede enviar hasta ${formatSoles(available)}.`,
    fields: { sendAmount: `Este mes el cliente aún puede enviar hasta ${formatSoles(available)}.` },
    extra,
  });
}

/**
 * The one check of the monthly limit (docs/rules/limits.md#monthly-limit), for every order that adds to a
 * month's usage: `amount` is the order's soles (docs/rules/exchange.md#limits-and-points). The caller holds
 * the holder's row locked, so two orders (or two finalizes) at once are checked one after the other.
 */
export async function assertWithinMonthlyLimit(
  ctx: AppContext,
  tx: Tx,
  holder: LimitHolder,
  used: Cents,
  amount: string,
  checkpoint: LimitCheckpoint = 'order',
): Promise<void> {
  const limits = await getSettings(ctx, 'limits', tx);
  const limit =
    'customer' in holder ? monthlyLimitOf(holder.customer, limits).limit : partnerClientLimitOf(limits);
  const figures = { limit, used, amount: parseMoney(amount) };
  if (!fitsMonthlyLimit(figures)) throw limitExceeded(holder, figures, checkpoint);
}
