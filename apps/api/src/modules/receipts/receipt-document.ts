import { SUNAT_IGV_AFFECTATION, SUNAT_RECEIPT_CODES, type Invoice } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import type { ElectronicReceipt } from '../../platform/receipt-sender.ts';
import { getSettings } from '../settings/index.ts';
import { creditNoteOfReceipt } from './credit-note-view.ts';
import { IGV_PERCENT_TEXT, igvTreatmentOf } from './igv.ts';
import { sendingView } from './sending-view.ts';
import type { Receipt } from './issue-receipt.ts';
import { qrRows, sunatDocumentType, sunatQrText } from './sunat-qr.ts';
import { amountInWords } from './ubl/amount-in-words.ts';

/** SUNAT's page where anyone checks that an electronic receipt is valid (consulta de validez del CPE). */
export const SUNAT_CONSULTATION_URL = 'https://e-consulta.sunat.gob.pe/ol-ti-itconsvalicpe/ConsValiCpe.htm';

/** The order a boleta was charged on, as its printed representation names it. */
export interface ReceiptOrder {
  code: string;
  sendAmount: string;
  fee: string;
  discount: string;
  pointsDiscount: string;
  interbankFee: string;
  receiveAmount: string;
  destination: { bankName: string };
  sendCurrency: 'PEN' | 'USD';
  receiveCurrency: 'PEN' | 'USD';
  kind: 'saldo' | 'divisas';
  direction: 'compra' | 'venta' | null;
  rate: string | null;
}

type Issuer = Invoice['issuer'];

const sumDiscounts = (coupon: string, points: string) => formatMoney(parseMoney(coupon) + parseMoney(points));

/** The issuer kept on the boleta; one issued before it was kept names the company as Ajustes does now. */
async function issuerOf(ctx: AppContext, receipt: Receipt): Promise<Issuer> {
  if (receipt.issuerName !== null) {
    return { name: receipt.issuerName, ruc: receipt.issuerRuc ?? '', address: receipt.issuerAddress ?? '' };
  }
  return getSettings(ctx, 'company');
}

/** The boleta or factura as SUNAT's UBL would carry it: what the electronic-invoicing provider is handed. */
export function electronicReceipt(
  receipt: Receipt,
  issuer: Issuer,
  kind: 'saldo' | 'divisas',
): ElectronicReceipt {
  return {
    documentType: SUNAT_RECEIPT_CODES[receipt.kind],
    serie: receipt.serie,
    numero: receipt.numero,
    issuedAt: receipt.issuedAt,
    currency: receipt.currency,
    issuer,
    customer: {
      documentType: sunatDocumentType(receipt.documentType),
      documentNumber: receipt.documentNumber,
      name: receipt.customerName,
    },
    lines: [
      {
        description: receipt.description,
        quantity: 1,
        igvAffectation: SUNAT_IGV_AFFECTATION[igvTreatmentOf(kind)],
        taxableAmount: receipt.taxableAmount,
        igvAmount: receipt.igvAmount,
        total: receipt.amount,
      },
    ],
    taxableAmount: receipt.taxableAmount,
    igvAmount: receipt.igvAmount,
    total: receipt.amount,
  };
}

export async function electronicReceiptOf(ctx: AppContext, receipt: Receipt): Promise<ElectronicReceipt> {
  const [order] = await ctx.db
    .select({ kind: orders.kind })
    .from(orders)
    .where(eq(orders.id, receipt.orderId));
  return electronicReceipt(receipt, await issuerOf(ctx, receipt), order?.kind ?? 'saldo');
}

/**
 * The boleta's printed representation (docs/rules/receipts.md#boleta): what `getInvoiceData` answers and the
 * PDF draws. What the provider answered is for staff only.
 */
export async function describeReceipt(
  ctx: AppContext,
  receipt: Receipt,
  order: ReceiptOrder,
  options: { withSending: boolean },
): Promise<Invoice> {
  const issuer = await issuerOf(ctx, receipt);
  const qrText = sunatQrText({
    issuerRuc: issuer.ruc,
    kind: receipt.kind,
    serie: receipt.serie,
    numero: receipt.numero,
    igvAmount: receipt.igvAmount,
    total: receipt.amount,
    issuedAt: receipt.issuedAt,
    customer: receipt,
  });
  return {
    tipo: receipt.kind,
    serie: receipt.serie,
    numero_recibo: receipt.numero,
    bankId: receipt.bankId,
    issuedAt: receipt.issuedAt.toISOString(),
    issuer,
    customer: {
      name: receipt.customerName,
      documentType: receipt.documentType,
      documentNumber: receipt.documentNumber,
    },
    description: receipt.description,
    amount: receipt.amount,
    taxableAmount: receipt.taxableAmount,
    igvAmount: receipt.igvAmount,
    igvPercent: IGV_PERCENT_TEXT,
    igvTreatment: igvTreatmentOf(order.kind),
    currency: receipt.currency,
    orderCode: order.code,
    operation: {
      sendAmount: order.sendAmount,
      fee: order.fee,
      discount: sumDiscounts(order.discount, order.pointsDiscount),
      interbankFee: order.interbankFee,
      receiveAmount: order.receiveAmount,
      destinationBankName: order.destination.bankName,
      sendCurrency: order.sendCurrency,
      receiveCurrency: order.receiveCurrency,
      direction: order.direction,
      rate: order.rate,
    },
    amountInWords: amountInWords(receipt.amount, receipt.currency),
    hash: receipt.xmlHash,
    consultationUrl: SUNAT_CONSULTATION_URL,
    qr: { text: qrText, rows: qrRows(qrText) },
    sending: options.withSending
      ? {
          ...sendingView(ctx, receipt),
          receiptId: receipt.id,
          creditNote: await creditNoteOfReceipt(ctx, receipt.id),
        }
      : null,
  };
}
