import {
  facturaSerieOf,
  missingCompanyFields,
  type CompanyReceiptField,
  type FacturaBuyer,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { receipts, receiptSeries } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { getSettings } from '../settings/index.ts';
import type { ReceiptCharge } from './receipt-charge.ts';

export type Receipt = typeof receipts.$inferSelect;

/** How a receipt is numbered on paper: B001-00000042, F001-00000007, as the customer's receipt shows it. */
export function receiptNumber(receipt: Pick<Receipt, 'serie' | 'numero'>): string {
  return `${receipt.serie}-${String(receipt.numero).padStart(8, '0')}`;
}

export interface ReceiptInput {
  orderId: number;
  /** The order's payment bank: each has its own series. */
  bankId: number;
  /** What is charged and how it is described (receiptCharge). */
  charge: ReceiptCharge;
  customer: { name: string; documentType: string; documentNumber: string };
  /** The buyer of a factura, when the customer asked for one (decision 180); null for a boleta. */
  factura: FacturaBuyer | null;
  issuedAt: Date;
}

const COMPANY_FIELD_NAMES: Record<CompanyReceiptField, string> = {
  name: 'la razón social',
  ruc: 'el RUC',
  address: 'la dirección fiscal',
};

/**
 * docs/rules/receipts.md#issuer: in production a boleta without the issuer's RUC, razón social and address is
 * not issued, and so the payout that would issue it is refused (decision 101); elsewhere it is issued and
 * says what is missing.
 */
export async function assertCanIssueReceipts(ctx: AppContext, tx?: Tx): Promise<void> {
  if (ctx.config.env !== 'production') return;
  const company = await getSettings(ctx, 'company', tx);
  const missing = missingCompanyFields(company);
  if (missing.length === 0) return;
  const named = missing.map((field) => COMPANY_FIELD_NAMES[field]);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} y ${named.at(-1)}` : named[0];
  throw new AppError('COMPANY_DATA_MISSING', {
    message: `No se puede emitir la boleta: falta registrar ${list} de la empresa en Ajustes › Empresa. Complétalo y vuelve a registrar la devolución; la orden sigue pendiente.`,
    extra: { missing },
  });
}

/**
 * Issues the receipt of a finished order inside its transaction: a boleta, or a factura to the RUC the
 * customer gave (decision 180), each numbered in its own series of the payment bank. The series row is locked
 * until the transaction ends, so concurrent payouts at one bank take consecutive numbers, and a payout that
 * rolls back gives its number back with it: the correlative has no gaps.
 */
export async function issueReceipt(ctx: AppContext, tx: Tx, input: ReceiptInput): Promise<Receipt> {
  await assertCanIssueReceipts(ctx, tx);
  const company = await getSettings(ctx, 'company', tx);
  const [series] = await tx
    .select()
    .from(receiptSeries)
    .where(eq(receiptSeries.bankId, input.bankId))
    .for('update');
  // Every bank with a collection account is seeded with its series; one removed in Ajustes stops payouts.
  if (!series) throw new AppError('NO_RECEIPT_SERIES');
  const { factura } = input;
  const numbering = factura
    ? { serie: facturaSerieOf(series.serie), numero: series.facturaNextNumber }
    : { serie: series.serie, numero: series.nextNumber };
  await tx
    .update(receiptSeries)
    .set(
      factura ? { facturaNextNumber: series.facturaNextNumber + 1 } : { nextNumber: series.nextNumber + 1 },
    )
    .where(eq(receiptSeries.bankId, series.bankId));
  const buyer = factura
    ? { customerName: factura.razonSocial, documentType: 'RUC', documentNumber: factura.ruc }
    : {
        customerName: input.customer.name,
        documentType: input.customer.documentType,
        documentNumber: input.customer.documentNumber,
      };
  const [receipt] = await tx
    .insert(receipts)
    .values({
      kind: factura ? 'factura' : 'boleta',
      ...numbering,
      ...buyer,
      bankId: input.bankId,
      orderId: input.orderId,
      description: input.charge.description,
      amount: input.charge.amount,
      taxableAmount: input.charge.taxableAmount,
      igvAmount: input.charge.igvAmount,
      issuedAt: input.issuedAt,
      issuerName: company.name,
      issuerRuc: company.ruc,
      issuerAddress: company.address,
    })
    .returning();
  if (!receipt) throw new Error('receipt not inserted');
  return receipt;
}
