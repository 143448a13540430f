import type { Invoice } from '@cambix/contract';
import type { invoiceQuery } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { orders, receipts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isStaff, type Principal } from '../../platform/http/access.ts';
import { getSettings } from '../settings/index.ts';

type InvoiceQuery = z.output<typeof invoiceQuery>;

/**
 * `GET /api/getInvoiceData`: the boleta of a finished order, to its owner and to staff. Anyone else is
 * told it does not exist, exactly as for a number never issued. The issuer is the company of Ajustes › Empresa,
 * the one place the printable reports read it too.
 */
export async function getInvoice(ctx: AppContext, viewer: Principal, query: InvoiceQuery): Promise<Invoice> {
  const [row] = await ctx.db
    .select({ receipt: receipts, ownerId: orders.userId, orderCode: orders.code })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(
      and(
        eq(receipts.serie, query.serie),
        eq(receipts.numero, query.numero_recibo),
        eq(receipts.bankId, query.bankId),
      ),
    );
  if (!row || (row.ownerId !== viewer.userId && !isStaff(viewer))) throw new AppError('RECEIPT_NOT_FOUND');
  const { receipt } = row;
  return {
    serie: receipt.serie,
    numero_recibo: receipt.numero,
    bankId: receipt.bankId,
    issuedAt: receipt.issuedAt.toISOString(),
    issuer: await getSettings(ctx, 'company'),
    customer: {
      name: receipt.customerName,
      documentType: receipt.documentType,
      documentNumber: receipt.documentNumber,
    },
    description: receipt.description,
    amount: receipt.amount,
    currency: receipt.currency,
    orderCode: row.orderCode,
  };
}
