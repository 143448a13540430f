import type { Invoice } from '@cambix/contract';
import type { invoiceQuery } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { orders, receipts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { isStaff, type Principal } from '../../platform/http/access.ts';
import { describeReceipt, receiptNumber, receiptPdf } from '../receipts/index.ts';

type InvoiceQuery = z.output<typeof invoiceQuery>;

/**
 * `GET /api/getInvoiceData`: the boleta of a finished order, to its owner and to staff. Anyone else is
 * told it does not exist, exactly as for a number never issued. The issuer is the company of Ajustes › Empresa
 * as it was when the boleta was issued; what SUNAT's provider answered is for staff.
 */
export async function getInvoice(ctx: AppContext, viewer: Principal, query: InvoiceQuery): Promise<Invoice> {
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
        direction: orders.direction,
        rate: orders.rate,
      },
    })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(
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
  const invoice = await getInvoice(ctx, viewer, query);
  return {
    filename: `boleta-${receiptNumber({ serie: invoice.serie, numero: invoice.numero_recibo })}.pdf`,
    contentType: 'application/pdf',
    body: await receiptPdf(invoice),
  };
}
