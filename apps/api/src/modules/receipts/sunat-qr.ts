import { SUNAT_RECEIPT_CODES, type ReceiptKind } from '@cambix/contract';
import QRCode from 'qrcode';
import { limaDay } from '../../platform/lima-calendar.ts';

/** SUNAT's catalog 06: the buyer's identity document type as the QR and the electronic boleta name it. */
const SUNAT_DOCUMENT_TYPE: Record<string, string> = { DNI: '1', CE: '4', PASAPORTE: '7', RUC: '6' };

/** The catalog 06 code of a customer's document type; "0" (other) for one it does not list. */
export const sunatDocumentType = (documentType: string): string =>
  SUNAT_DOCUMENT_TYPE[documentType.toUpperCase()] ?? '0';

export interface QrReceipt {
  issuerRuc: string;
  kind: ReceiptKind;
  serie: string;
  numero: number;
  igvAmount: string;
  total: string;
  issuedAt: Date;
  customer: { documentType: string; documentNumber: string };
}

/**
 * The text of the receipt's QR in SUNAT's printed-representation format:
 * RUC|tipo|serie|número|IGV|total|fecha|tipo doc adquirente|número doc adquirente|
 * (03 a boleta, 01 a factura; the date is the issue day in Lima, YYYY-MM-DD; the number has its 8 printed digits).
 */
export function sunatQrText(receipt: QrReceipt): string {
  return [
    receipt.issuerRuc,
    SUNAT_RECEIPT_CODES[receipt.kind],
    receipt.serie,
    String(receipt.numero).padStart(8, '0'),
    receipt.igvAmount,
    receipt.total,
    limaDay(receipt.issuedAt),
    sunatDocumentType(receipt.customer.documentType),
    receipt.customer.documentNumber,
    '',
  ].join('|');
}

/** The QR's modules, one row of 0 (light) and 1 (dark) per line, error correction level M (SUNAT's minimum). */
export function qrRows(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let line = '';
    for (let col = 0; col < modules.size; col++) line += modules.get(row, col) ? '1' : '0';
    rows.push(line);
  }
  return rows;
}
