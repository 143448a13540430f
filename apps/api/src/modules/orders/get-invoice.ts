import type { Invoice } from '@cambix/contract';
import type { invoiceQuery } from '@cambix/contract/schemas';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orders, receipts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { isStaff, type Principal } from '../../platform/http/access.ts';
import { describeReceipt, receiptNumber, receiptPdf } from '../receipts/index.ts';

type InvoiceQuery = z.output<typeof invoiceQuery>;

/** The boleta a condition picks, with what it says of its order. */
async function readInvoiceRow(ctx: AppContext, where: SQL | undefined) {
  const [row] = await ctx.db
    .select({
      receipt: receipts,
      order: {
        userId: orders.userId,
        code: orders.code,
        sendAmount: orders.sendAmount,
        fee: orders.fee,
        discount: orders.discount,
        pointsDiscount: orders.pointsDiscount,
        interbankFee: orders.interbankFee,
        receiveAmount: orders.receiveAmount,
        destination: orders.destination,
        sendCurrency: orders.sendCurrency,
        receiveCurrency: orders.currency,
        kind: orders.kind,
        direction: orders.direction,
        rate: orders.rate,
      },
    })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(where);
  return row;
}

/**
 * `GET /api/getInvoiceData`: the boleta of a finished order, to its owner and to staff. Anyone else is
 * told it does not exist, exactly as for a number never issued. The issuer is the company of Ajustes › Empresa
 * as it was when the boleta was issued; what SUNAT's provider answered is for staff.
 */
export async function getInvoice(ctx: AppContext, viewer: Principal, query: InvoiceQuery): Promise<Invoice> {
  const row = await readInvoiceRow(
    ctx,
    and(
      eq(receipts.serie, query.serie),
      eq(receipts.numero, query.numero_recibo),
      eq(receipts.bankId, query.bankId),
    ),
  );
  const staff = isStaff(viewer);
  if (!row || (row.order.userId !== viewer.userId && !staff)) throw new AppError('RECEIPT_NOT_FOUND');
  return describeReceipt(ctx, row.receipt, row.order, { withSending: staff });
}

/** `GET /api/getInvoiceData/pdf`: the same boleta, to the same callers, as an A4 PDF. */
export async function getInvoicePdf(
  ctx: AppContext,
  viewer: Principal,
  query: InvoiceQuery,
): Promise<FileAnswer> {
  return invoicePdfFile(await getInvoice(ctx, viewer, query));
}

/**
 * The boleta of an order as the customer's own PDF, for a caller who already proved a right to the order (a
 * partner's client through their link); without a boleta yet, not found.
 */
export async function orderInvoicePdf(ctx: AppContext, orderId: number): Promise<FileAnswer> {
  const row = await readInvoiceRow(ctx, eq(receipts.orderId, orderId));
  if (!row) throw new AppError('RECEIPT_NOT_FOUND');
  return invoicePdfFile(await describeReceipt(ctx, row.receipt, row.order, { withSending: false }));
}

/** The number of an order's boleta ('B001-00000042'), or null before its payout issued one. */
export async function orderReceiptNumber(db: Queryable, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ serie: receipts.serie, numero: receipts.numero })
    .from(receipts)
    .where(eq(receipts.orderId, orderId));
  return row ? receiptNumber(row) : null;
}

async function invoicePdfFile(invoice: Invoice): Promise<FileAnswer> {
  return {
    // Named for what it is: `boleta-B001-…` or `factura-F001-…`.
    filename: `${invoice.tipo}-${receiptNumber({ serie: invoice.serie, numero: invoice.numero_recibo })}.pdf`,
    contentType: 'application/pdf',
    body: await receiptPdf(invoice),
  };
}
