import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { selfSignedIdentity } from '../../../platform/sunat/signing-identity.ts';
import type { SigningIdentity } from '../../../platform/sunat/xml-signature.ts';
import { validateAgainstXsd } from '../../../platform/sunat/xsd-validator.ts';
import { creditNoteXml } from './credit-note-xml.ts';
import { invoiceXml } from './invoice-xml.ts';
import { signedUblDocument, type UblDocument } from './signed-document.ts';
import { summaryXml, type DailySummary } from './summary-xml.ts';
import { boletaCreditNote, commissionBoleta, divisasBoleta, factura } from './ubl-fixtures.ts';

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false });
type Node = Record<string, unknown>;
const read = (xml: string, root: string) => (parser.parse(xml) as Node)[root] as Node;
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Node | undefined)?.[key], node);

const dailySummary: DailySummary = {
  issuer: commissionBoleta.issuer,
  referenceDay: '2026-12-02',
  issueDay: '2026-12-03',
  sequence: 1,
  documents: [
    { condition: '1', document: commissionBoleta },
    { condition: '1', document: divisasBoleta },
    { condition: '1', document: { ...boletaCreditNote, documentType: '07' } },
  ],
};
const summary = summaryXml(dailySummary);

let identity: SigningIdentity;
beforeAll(async () => {
  identity = await selfSignedIdentity();
});

describe('UBL documents, signed, against the official schemas', () => {
  it.each<[string, UblDocument, string]>([
    ['the commission boleta', { kind: 'invoice', receipt: commissionBoleta }, '20601234567-03-B001-00000042'],
    ['the divisas boleta', { kind: 'invoice', receipt: divisasBoleta }, '20601234567-03-B001-00000043'],
    ['the factura', { kind: 'invoice', receipt: factura }, '20601234567-01-F001-00000007'],
    ['the credit note', { kind: 'credit-note', note: boletaCreditNote }, '20601234567-07-BC01-00000001'],
    ['the daily summary', { kind: 'summary', summary: dailySummary }, '20601234567-RC-20261203-1'],
  ])('%s validates', async (_name, document, fileName) => {
    const signed = signedUblDocument(document, identity);
    expect(signed.fileName).toBe(fileName);
    expect(await validateAgainstXsd(signed.xml, signed.schema)).toEqual({ valid: true, errors: [] });
  });

  it('an unsigned boleta is refused: UBL 2.1 wants something in ext:ExtensionContent', async () => {
    const result = await validateAgainstXsd(invoiceXml(commissionBoleta), 'invoice');
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/ExtensionContent': Missing child element/);
  });

  it('a boleta without its customer is refused with the validator’s message', async () => {
    const { xml } = signedUblDocument({ kind: 'invoice', receipt: commissionBoleta }, identity);
    const broken = xml.replace(/<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/, '');
    const result = await validateAgainstXsd(broken, 'invoice');
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/Element '\{[^}]+\}TaxTotal': This element is not expected/);
    expect(result.errors[0]).toMatch(/AccountingCustomerParty/);
  });

  it('a summary line without its total is refused', async () => {
    const { xml } = signedUblDocument({ kind: 'summary', summary: dailySummary }, identity);
    const broken = xml.replace(/<sac:TotalAmount[^>]*>[^<]*<\/sac:TotalAmount>/, '');
    const result = await validateAgainstXsd(broken, 'summary');
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(
      /BillingPayment': This element is not expected. Expected is .*TotalAmount/,
    );
  });
});

describe('the boleta', () => {
  const boleta = read(invoiceXml(commissionBoleta), 'Invoice');

  it('is type 03 with operation 0101, its series-number and the Lima date and time', () => {
    expect(at(boleta, 'InvoiceTypeCode', '#text')).toBe('03');
    expect(at(boleta, 'InvoiceTypeCode', '@_listID')).toBe('0101');
    expect(at(boleta, 'ID')).toBe('B001-00000042');
    expect(at(boleta, 'IssueDate')).toBe('2026-12-02');
    expect(at(boleta, 'IssueTime')).toBe('23:30:00');
  });

  it('carries the amount in words as legend 1000', () => {
    expect(at(boleta, 'Note', '@_languageLocaleID')).toBe('1000');
    expect(at(boleta, 'Note', '#text')).toBe('SON: CUARENTA Y CINCO Y 37/100 SOLES');
  });

  it('charges the commission as gravado (10) with IGV 18 %', () => {
    const category = at(boleta, 'InvoiceLine', 'TaxTotal', 'TaxSubtotal', 'TaxCategory');
    expect(at(category, 'Percent')).toBe('18');
    expect(at(category, 'TaxExemptionReasonCode')).toBe('10');
    expect(at(category, 'TaxScheme', 'ID', '#text')).toBe('1000');
    expect(at(boleta, 'TaxTotal', 'TaxAmount', '#text')).toBe('6.92');
    expect(at(boleta, 'LegalMonetaryTotal', 'PayableAmount', '#text')).toBe('45.37');
    expect(at(boleta, 'AccountingCustomerParty', 'Party', 'PartyLegalEntity', 'RegistrationName')).toBe(
      'Łukasz Zoë Nguyễn',
    );
  });

  it('charges the divisas spread as inafecto (30) without IGV', () => {
    const divisas = read(invoiceXml(divisasBoleta), 'Invoice');
    const category = at(divisas, 'InvoiceLine', 'TaxTotal', 'TaxSubtotal', 'TaxCategory');
    expect(at(category, 'Percent')).toBe('0');
    expect(at(category, 'TaxExemptionReasonCode')).toBe('30');
    expect(at(category, 'TaxScheme', 'ID', '#text')).toBe('9998');
    expect(at(divisas, 'Note', '#text')).toBe('SON: CIENTO VEINTE Y 50/100 SOLES');
    expect(at(divisas, 'AccountingCustomerParty', 'Party', 'PartyLegalEntity', 'RegistrationName')).toBe(
      'Ana & Co <Test>',
    );
  });
});

describe('the factura, the credit note and the summary', () => {
  it('the factura is type 01 to the customer’s RUC (catalog 06 code 6)', () => {
    const invoice = read(invoiceXml(factura), 'Invoice');
    expect(at(invoice, 'InvoiceTypeCode', '#text')).toBe('01');
    expect(at(invoice, 'ID')).toBe('F001-00000007');
    expect(at(invoice, 'AccountingCustomerParty', 'Party', 'PartyIdentification', 'ID', '@_schemeID')).toBe(
      '6',
    );
  });

  it('the credit note refers to the boleta it cancels, with the reason', () => {
    const note = read(creditNoteXml(boletaCreditNote), 'CreditNote');
    expect(at(note, 'DiscrepancyResponse', 'ReferenceID')).toBe('B001-00000042');
    expect(at(note, 'DiscrepancyResponse', 'ResponseCode', '#text')).toBe('01');
    expect(at(note, 'BillingReference', 'InvoiceDocumentReference', 'DocumentTypeCode')).toBe('03');
  });

  it('the summary is RC-YYYYMMDD-n of the boletas of a day, gravado 01 and inafecto 03', () => {
    const document = read(summary, 'SummaryDocuments');
    expect(at(document, 'ID')).toBe('RC-20261203-1');
    expect(at(document, 'ReferenceDate')).toBe('2026-12-02');
    const lines = at(document, 'SummaryDocumentsLine') as Node[];
    expect(lines.map((line) => [at(line, 'DocumentTypeCode'), at(line, 'ID')])).toEqual([
      ['03', 'B001-00000042'],
      ['03', 'B001-00000043'],
      ['07', 'BC01-00000001'],
    ]);
    expect(at(lines[0], 'BillingPayment', 'InstructionID')).toBe('01');
    expect(at(lines[1], 'BillingPayment', 'InstructionID')).toBe('03');
    expect(at(lines[1], 'TaxTotal', 'TaxAmount', '#text')).toBe('0.00');
    expect(at(lines[2], 'BillingReference', 'InvoiceDocumentReference', 'ID')).toBe('B001-00000042');
  });
});
