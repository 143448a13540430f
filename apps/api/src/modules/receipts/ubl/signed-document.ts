import type { ElectronicReceipt } from '../../../platform/receipt-sender.ts';
import { signUbl, type SigningIdentity } from '../../../platform/sunat/xml-signature.ts';
import type { SunatSchema } from '../../../platform/sunat/xsd-validator.ts';
import { creditNoteXml, type CreditNote } from './credit-note-xml.ts';
import { invoiceXml } from './invoice-xml.ts';
import { summaryId, summaryXml, type DailySummary } from './summary-xml.ts';
import { documentId, SIGNATURE_ID } from './ubl-parts.ts';

export type UblDocument =
  | { kind: 'invoice'; receipt: ElectronicReceipt }
  | { kind: 'credit-note'; note: CreditNote }
  | { kind: 'summary'; summary: DailySummary };

export interface SignedUblDocument {
  /** SUNAT's file name without extension: RUC-TT-SERIE-NUMERO, or RUC-RC-YYYYMMDD-n for a summary. */
  fileName: string;
  schema: SunatSchema;
  xml: string;
  /** The receipt's hash (the signature's DigestValue). */
  digestValue: string;
}

function unsigned(document: UblDocument): { fileName: string; schema: SunatSchema; xml: string } {
  switch (document.kind) {
    case 'invoice': {
      const { receipt } = document;
      return {
        fileName: `${receipt.issuer.ruc}-${receipt.documentType}-${documentId(receipt.serie, receipt.numero)}`,
        schema: 'invoice',
        xml: invoiceXml(receipt),
      };
    }
    case 'credit-note': {
      const { note } = document;
      return {
        fileName: `${note.issuer.ruc}-07-${documentId(note.serie, note.numero)}`,
        schema: 'credit-note',
        xml: creditNoteXml(note),
      };
    }
    case 'summary': {
      const { summary } = document;
      return {
        fileName: `${summary.issuer.ruc}-${summaryId(summary.issueDay, summary.sequence)}`,
        schema: 'summary',
        xml: summaryXml(summary),
      };
    }
  }
}

/** A document built and signed: what is sent to SUNAT and kept with the receipt. */
export function signedUblDocument(document: UblDocument, identity: SigningIdentity): SignedUblDocument {
  const { fileName, schema, xml } = unsigned(document);
  const signed = signUbl(xml, identity, SIGNATURE_ID);
  return { fileName, schema, xml: signed.xml, digestValue: signed.digestValue };
}
