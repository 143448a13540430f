import { limaDay } from '../../../platform/lima-calendar.ts';
import { divideHalfUp, formatMoney, parseMoney } from '../../../platform/money.ts';
import type { ElectronicReceipt } from '../../../platform/receipt-sender.ts';
import { IGV_PERCENT_TEXT } from '../igv.ts';

// The pieces the SUNAT UBL documents share (decision 170): namespaces, parties, tax totals and lines in
// the shape xmlbuilder2 turns into elements (an object's keys in order are the elements in order).

export type XmlTree = { [name: string]: XmlValue };
export type XmlValue = string | number | XmlTree | XmlTree[];

export const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  sac: 'urn:sunat:names:specification:ubl:peru:schema:xsd:SunatAggregateComponents-1',
} as const;

export const namespaceAttributes = (root: string, prefixes: (keyof typeof NS)[]): XmlTree => ({
  '@xmlns': root,
  ...Object.fromEntries(prefixes.map((prefix) => [`@xmlns:${prefix}`, NS[prefix]])),
});

/** The empty extension the signature is placed in (ext:UBLExtensions/…/ext:ExtensionContent). */
export const signatureSlot = (): XmlTree => ({
  'ext:UBLExtensions': { 'ext:UBLExtension': { 'ext:ExtensionContent': {} } },
});

/** The Id of the ds:Signature, which cac:Signature points to. */
export const SIGNATURE_ID = 'SignatureSP';

export type Party = ElectronicReceipt['issuer'];
export type Customer = ElectronicReceipt['customer'];
export type Line = ElectronicReceipt['lines'][number];
export type Currency = ElectronicReceipt['currency'];

/** SUNAT's document id: the series, a dash and the correlative (up to 8 digits; Cambix prints 8). */
export const documentId = (serie: string, numero: number): string =>
  `${serie}-${String(numero).padStart(8, '0')}`;

/** The issue date and time as SUNAT reads them: Lima's calendar day and wall-clock time. */
export function limaDateTime(instant: Date): { date: string; time: string } {
  const time = new Date(instant.getTime() - 5 * 3_600_000).toISOString().slice(11, 19);
  return { date: limaDay(instant), time };
}

export const money = (currency: Currency, amount: string): XmlTree => ({
  '@currencyID': currency,
  '#': amount,
});

/** The cac:Signature reference SUNAT asks for: who signs and where the XMLDSig is. */
export const signatureReference = (issuer: Party): XmlTree => ({
  'cac:Signature': {
    'cbc:ID': issuer.ruc,
    'cac:SignatoryParty': {
      'cac:PartyIdentification': { 'cbc:ID': issuer.ruc },
      'cac:PartyName': { 'cbc:Name': issuer.name },
    },
    'cac:DigitalSignatureAttachment': { 'cac:ExternalReference': { 'cbc:URI': `#${SIGNATURE_ID}` } },
  },
});

const CATALOG_06 = {
  '@schemeName': 'Documento de Identidad',
  '@schemeAgencyName': 'PE:SUNAT',
  '@schemeURI': 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06',
};

/** UBL 2.1 supplier: the RUC (catalog 06 code 6), the razón social and the fiscal address. */
export const supplierParty = (issuer: Party): XmlTree => ({
  'cac:AccountingSupplierParty': {
    'cac:Party': {
      'cac:PartyIdentification': { 'cbc:ID': { '@schemeID': '6', ...CATALOG_06, '#': issuer.ruc } },
      'cac:PartyName': { 'cbc:Name': issuer.name },
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': issuer.name,
        'cac:RegistrationAddress': {
          // 0000 is the domicilio fiscal's establishment code (SUNAT's annex, "código de local anexo").
          'cbc:AddressTypeCode': '0000',
          'cac:AddressLine': { 'cbc:Line': issuer.address },
        },
      },
    },
  },
});

/** UBL 2.1 customer: the document (catalog 06) and the name. */
export const customerParty = (customer: Customer): XmlTree => ({
  'cac:AccountingCustomerParty': {
    'cac:Party': {
      'cac:PartyIdentification': {
        'cbc:ID': { '@schemeID': customer.documentType, ...CATALOG_06, '#': customer.documentNumber },
      },
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': customer.name },
    },
  },
});

/** Catalog 05: the tax scheme of a line's affectation (catalog 07): IGV for gravado, INA for inafecto. */
const TAX_SCHEMES = {
  '10': { id: '1000', name: 'IGV', typeCode: 'VAT' },
  '30': { id: '9998', name: 'INA', typeCode: 'FRE' },
} as const;

export const taxScheme = (affectation: Line['igvAffectation']): XmlTree => {
  const scheme = TAX_SCHEMES[affectation];
  return {
    'cac:TaxScheme': {
      'cbc:ID': {
        '@schemeName': 'Codigo de tributos',
        '@schemeAgencyName': 'PE:SUNAT',
        '@schemeURI': 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo05',
        '#': scheme.id,
      },
      'cbc:Name': scheme.name,
      'cbc:TaxTypeCode': scheme.typeCode,
    },
  };
};

export const sum = (amounts: string[]) =>
  formatMoney(amounts.reduce((total, amount) => total + parseMoney(amount), 0n));

/** The document's cac:TaxTotal: one subtotal per affectation present (gravado with IGV, inafecto at 0). */
export function documentTaxTotal(currency: Currency, igvAmount: string, lines: Line[]): XmlTree {
  const affectations = [...new Set(lines.map((line) => line.igvAffectation))].sort();
  return {
    'cac:TaxTotal': {
      'cbc:TaxAmount': money(currency, igvAmount),
      'cac:TaxSubtotal': affectations.map((affectation) => {
        const of = lines.filter((line) => line.igvAffectation === affectation);
        return {
          'cbc:TaxableAmount': money(currency, sum(of.map((line) => line.taxableAmount))),
          'cbc:TaxAmount': money(currency, sum(of.map((line) => line.igvAmount))),
          'cac:TaxCategory': taxScheme(affectation),
        };
      }),
    },
  };
}

/** The totals: value of sale without taxes, with them, and payable. */
export const monetaryTotal = (
  element: string,
  receipt: Pick<ElectronicReceipt, 'currency' | 'taxableAmount' | 'total'>,
): XmlTree => ({
  [element]: {
    'cbc:LineExtensionAmount': money(receipt.currency, receipt.taxableAmount),
    'cbc:TaxInclusiveAmount': money(receipt.currency, receipt.total),
    'cbc:PayableAmount': money(receipt.currency, receipt.total),
  },
});

/**
 * A line of an invoice or a credit note: the quantity (a service: unit ZZ), the value without IGV, the
 * price with it (catalog 16 code 01), the line's tax with the affectation (catalog 07) and the unit value.
 */
export function documentLine(
  quantityElement: 'cbc:InvoicedQuantity' | 'cbc:CreditedQuantity',
  currency: Currency,
  line: Line,
  index: number,
): XmlTree {
  const percent = line.igvAffectation === '10' ? IGV_PERCENT_TEXT : '0';
  const unitValue = formatMoney(divideHalfUp(parseMoney(line.taxableAmount), BigInt(line.quantity)));
  const unitPrice = formatMoney(divideHalfUp(parseMoney(line.total), BigInt(line.quantity)));
  return {
    'cbc:ID': index + 1,
    [quantityElement]: { '@unitCode': 'ZZ', '#': line.quantity },
    'cbc:LineExtensionAmount': money(currency, line.taxableAmount),
    'cac:PricingReference': {
      'cac:AlternativeConditionPrice': {
        'cbc:PriceAmount': money(currency, unitPrice),
        'cbc:PriceTypeCode': '01',
      },
    },
    'cac:TaxTotal': {
      'cbc:TaxAmount': money(currency, line.igvAmount),
      'cac:TaxSubtotal': {
        'cbc:TaxableAmount': money(currency, line.taxableAmount),
        'cbc:TaxAmount': money(currency, line.igvAmount),
        'cac:TaxCategory': {
          'cbc:Percent': percent,
          'cbc:TaxExemptionReasonCode': line.igvAffectation,
          ...taxScheme(line.igvAffectation),
        },
      },
    },
    'cac:Item': { 'cbc:Description': line.description },
    'cac:Price': { 'cbc:PriceAmount': money(currency, unitValue) },
  };
}
