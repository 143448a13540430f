import type { PartnerOrder } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { partnerSandboxOrders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** The test key that asks, and the partner it belongs to. */
export interface SandboxKey {
  partnerId: number;
  keyId: number;
}

export type SandboxOrderRow = typeof partnerSandboxOrders.$inferSelect;

/** The order as the API answers it: kept whole in its row, since no other table holds it. */
export const sandboxAnswer = (row: Pick<SandboxOrderRow, 'answer'>): PartnerOrder =>
  row.answer as PartnerOrder;

/** One of the partner's sandbox orders by its code; another partner's, or a real order's code, is not found. */
export async function findSandboxOrder(
  db: Queryable,
  partnerId: number,
  code: string,
  options: { lock: boolean } = { lock: false },
): Promise<SandboxOrderRow> {
  const query = db
    .select()
    .from(partnerSandboxOrders)
    .where(
      and(
        eq(partnerSandboxOrders.partnerId, partnerId),
        eq(partnerSandboxOrders.code, code.trim().toUpperCase()),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/** `GET /api/partner-api/v1/orders/{code}` with a test key. */
export async function getSandboxOrder(db: Queryable, partnerId: number, code: string): Promise<PartnerOrder> {
  return sandboxAnswer(await findSandboxOrder(db, partnerId, code));
}
