import { create } from 'xmlbuilder2';
import type { ElectronicReceipt } from '../../../platform/receipt-sender.ts';
import { amountInWords } from './amount-in-words.ts';
import {
  customerParty,
  documentId,
  documentLine,
  documentTaxTotal,
  limaDateTime,
  monetaryTotal,
  namespaceAttributes,
  signatureReference,
  signatureSlot,
  supplierParty,
} from './ubl-parts.ts';

const INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';

/** Catalog 51: 0101 is "venta interna", Cambix's only operation type. */
export const OPERATION_TYPE = '0101';

/**
 * The boleta (catalog 01 code 03, series B###) or the factura (01, F###) as SUNAT's UBL 2.1 Invoice
 * (decision 170), unsigned: the signature goes into its empty ext:ExtensionContent.
 */
export function invoiceXml(receipt: ElectronicReceipt): string {
  const { date, time } = limaDateTime(receipt.issuedAt);
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      Invoice: {
        ...namespaceAttributes(INVOICE_NS, ['cac', 'cbc', 'ds', 'ext']),
        ...signatureSlot(),
        'cbc:UBLVersionID': '2.1',
        'cbc:CustomizationID': { '@schemeAgencyName': 'PE:SUNAT', '#': '2.0' },
        'cbc:ID': documentId(receipt.serie, receipt.numero),
        'cbc:IssueDate': date,
        'cbc:IssueTime': time,
        'cbc:InvoiceTypeCode': {
          '@listID': OPERATION_TYPE,
          '@listAgencyName': 'PE:SUNAT',
          '@listName': 'Tipo de Documento',
          '@listURI': 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01',
          '@name': 'Tipo de Operacion',
          '#': receipt.documentType,
        },
        'cbc:Note': { '@languageLocaleID': '1000', '#': amountInWords(receipt.total, receipt.currency) },
        'cbc:DocumentCurrencyCode': {
          '@listID': 'ISO 4217 Alpha',
          '@listAgencyName': '6',
          '#': receipt.currency,
        },
        ...signatureReference(receipt.issuer),
        ...supplierParty(receipt.issuer),
        ...customerParty(receipt.customer),
        ...documentTaxTotal(receipt.currency, receipt.igvAmount, receipt.lines),
        ...monetaryTotal('cac:LegalMonetaryTotal', receipt),
        'cac:InvoiceLine': receipt.lines.map((line, index) =>
          documentLine('cbc:InvoicedQuantity', receipt.currency, line, index),
        ),
      },
    },
  ).end();
}
