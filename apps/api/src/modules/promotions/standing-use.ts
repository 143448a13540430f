import { ORDER_STATUS } from '@cambix/contract';
import { and, isNotNull, isNull, ne, not, or, type SQL } from 'drizzle-orm';
import { orders } from '../../platform/db/schema/index.ts';

/**
 * A coupon use counts while its order stands: an order that expired before being finalized, or that ended
 * FALLIDA, gave its use back (docs/rules/coupons-and-referrals.md#coupon-rules).
 */
export const useStands = and(
  ne(orders.status, ORDER_STATUS.FALLIDA),
  or(isNull(orders.expiredAt), isNotNull(orders.finalizedAt)),
) as SQL;

/** The use was given back: what Cupones shows as "devuelto". */
export const useGivenBack = not(useStands);
