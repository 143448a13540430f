import { RECEIPT_LIST_LIMIT, type ReceiptList, type ReceiptListFilter } from '@cambix/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, receipts } from '../../platform/db/schema/index.ts';
import { receiptNumber } from './issue-receipt.ts';
import { sendingView } from './sending-view.ts';

/**
 * Finanzas › Comprobantes (docs/rules/receipts.md#comprobantes): the newest receipts in one state at SUNAT, or
 * in any, with their last answer or error and the next try, so staff see every send that needs them at once.
 */
export async function listReceipts(ctx: AppContext, estado: ReceiptListFilter): Promise<ReceiptList> {
  const where = estado === 'todos' ? undefined : eq(receipts.sendStatus, estado);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ receipt: receipts, orderCode: orders.code })
      .from(receipts)
      .innerJoin(orders, eq(orders.id, receipts.orderId))
      .where(where)
      .orderBy(desc(receipts.issuedAt), desc(receipts.id))
      .limit(RECEIPT_LIST_LIMIT),
    ctx.db.select({ total: count() }).from(receipts).where(where),
  ]);
  return {
    rows: rows.map(({ receipt, orderCode }) => ({
      id: receipt.id,
      tipo: receipt.kind,
      number: receiptNumber(receipt),
      orderId: receipt.orderId,
      orderCode,
      customerName: receipt.customerName,
      amount: receipt.amount,
      currency: receipt.currency,
      issuedAt: receipt.issuedAt.toISOString(),
      sending: sendingView(ctx, receipt),
    })),
    total: total?.total ?? 0,
  };
}
