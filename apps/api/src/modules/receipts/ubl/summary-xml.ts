import { create } from 'xmlbuilder2';
import type { ElectronicReceipt } from '../../../platform/receipt-sender.ts';
import type { CreditNote } from './credit-note-xml.ts';
import {
  documentId,
  money,
  namespaceAttributes,
  signatureReference,
  signatureSlot,
  sum,
  taxScheme,
  type Party,
  type XmlTree,
} from './ubl-parts.ts';

const SUMMARY_NS = 'urn:sunat:names:specification:ubl:peru:schema:xsd:SummaryDocuments-1';

/** Catalog 19: a line adds a document (1), modifies one already summarised (2) or voids it (3). */
export type SummaryCondition = '1' | '2' | '3';

export type SummaryDocument =
  | { condition: SummaryCondition; document: ElectronicReceipt }
  | { condition: SummaryCondition; document: CreditNote & { documentType: '07' } };

/** The resumen diario RC-YYYYMMDD-n: the boletas (and their credit notes) of one Lima day. */
export interface DailySummary {
  issuer: Party;
  /** The Lima day the boletas were issued, YYYY-MM-DD. */
  referenceDay: string;
  /** The Lima day the summary is made, YYYY-MM-DD: it names the summary. */
  issueDay: string;
  /** The summary's number among those made that day, from 1. */
  sequence: number;
  documents: SummaryDocument[];
}

export const summaryId = (issueDay: string, sequence: number): string =>
  `RC-${issueDay.replaceAll('-', '')}-${sequence}`;

/** Catalog 11-style instruction of each amount: 01 operaciones gravadas, 03 inafectas. */
const INSTRUCTION = { '10': '01', '30': '03' } as const;

function summaryLine({ condition, document }: SummaryDocument, index: number): XmlTree {
  const affectations = (['10', '30'] as const).filter((code) =>
    document.lines.some((line) => line.igvAffectation === code),
  );
  const reference: XmlTree =
    'reference' in document
      ? {
          'cac:BillingReference': {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': documentId(document.reference.serie, document.reference.numero),
              'cbc:DocumentTypeCode': document.reference.documentType,
            },
          },
        }
      : {};
  return {
    'cbc:LineID': index + 1,
    'cbc:DocumentTypeCode': document.documentType,
    'cbc:ID': documentId(document.serie, document.numero),
    'cac:AccountingCustomerParty': {
      'cbc:CustomerAssignedAccountID': document.customer.documentNumber,
      'cbc:AdditionalAccountID': document.customer.documentType,
    },
    ...reference,
    'cac:Status': { 'cbc:ConditionCode': condition },
    'sac:TotalAmount': money(document.currency, document.total),
    'sac:BillingPayment': affectations.map((code) => ({
      'cbc:PaidAmount': money(
        document.currency,
        sum(document.lines.filter((line) => line.igvAffectation === code).map((line) => line.taxableAmount)),
      ),
      'cbc:InstructionID': INSTRUCTION[code],
    })),
    // The IGV total goes on every line, 0.00 when everything is inafecto.
    'cac:TaxTotal': {
      'cbc:TaxAmount': money(document.currency, document.igvAmount),
      'cac:TaxSubtotal': {
        'cbc:TaxAmount': money(document.currency, document.igvAmount),
        'cac:TaxCategory': taxScheme('10'),
      },
    },
  };
}

/** SUNAT's SummaryDocuments (UBL 2.0 with SUNAT's aggregates, version 1.1 of the line), unsigned. */
export function summaryXml(summary: DailySummary): string {
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      SummaryDocuments: {
        ...namespaceAttributes(SUMMARY_NS, ['cac', 'cbc', 'ds', 'ext', 'sac']),
        ...signatureSlot(),
        'cbc:UBLVersionID': '2.0',
        'cbc:CustomizationID': '1.1',
        'cbc:ID': summaryId(summary.issueDay, summary.sequence),
        'cbc:ReferenceDate': summary.referenceDay,
        'cbc:IssueDate': summary.issueDay,
        ...signatureReference(summary.issuer),
        'cac:AccountingSupplierParty': {
          'cbc:CustomerAssignedAccountID': summary.issuer.ruc,
          'cbc:AdditionalAccountID': '6',
          'cac:Party': { 'cac:PartyLegalEntity': { 'cbc:RegistrationName': summary.issuer.name } },
        },
        'sac:SummaryDocumentsLine': summary.documents.map(summaryLine),
      },
    },
  ).end();
}
