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

const CREDIT_NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';

/** A nota de crédito: what it credits (a whole receipt, with its lines and amounts) and why. */
export interface CreditNote extends Omit<ElectronicReceipt, 'documentType'> {
  /** The boleta or factura it corrects: a credit note never edits it, it cancels or reduces it. */
  reference: { documentType: ElectronicReceipt['documentType']; serie: string; numero: number };
  /** Catalog 09: 01 is "anulación de la operación", 07 "devolución por ítem", 13 "ajustes – montos y/o fechas de pago". */
  reasonCode: '01' | '06' | '07' | '13';
  reason: string;
}

/** The nota de crédito (catalog 01 code 07) as SUNAT's UBL 2.1 CreditNote, unsigned (decision 170). */
export function creditNoteXml(note: CreditNote): string {
  const { date, time } = limaDateTime(note.issuedAt);
  const referenceId = documentId(note.reference.serie, note.reference.numero);
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      CreditNote: {
        ...namespaceAttributes(CREDIT_NOTE_NS, ['cac', 'cbc', 'ds', 'ext']),
        ...signatureSlot(),
        'cbc:UBLVersionID': '2.1',
        'cbc:CustomizationID': { '@schemeAgencyName': 'PE:SUNAT', '#': '2.0' },
        'cbc:ID': documentId(note.serie, note.numero),
        'cbc:IssueDate': date,
        'cbc:IssueTime': time,
        'cbc:Note': { '@languageLocaleID': '1000', '#': amountInWords(note.total, note.currency) },
        'cbc:DocumentCurrencyCode': {
          '@listID': 'ISO 4217 Alpha',
          '@listAgencyName': '6',
          '#': note.currency,
        },
        'cac:DiscrepancyResponse': {
          'cbc:ReferenceID': referenceId,
          'cbc:ResponseCode': {
            '@listAgencyName': 'PE:SUNAT',
            '@listName': 'Tipo de nota de credito',
            '@listURI': 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo09',
            '#': note.reasonCode,
          },
          'cbc:Description': note.reason,
        },
        'cac:BillingReference': {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': referenceId,
            'cbc:DocumentTypeCode': note.reference.documentType,
          },
        },
        ...signatureReference(note.issuer),
        ...supplierParty(note.issuer),
        ...customerParty(note.customer),
        ...documentTaxTotal(note.currency, note.igvAmount, note.lines),
        ...monetaryTotal('cac:LegalMonetaryTotal', note),
        'cac:CreditNoteLine': note.lines.map((line, index) =>
          documentLine('cbc:CreditedQuantity', note.currency, line, index),
        ),
      },
    },
  ).end();
}
