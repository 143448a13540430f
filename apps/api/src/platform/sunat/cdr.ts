import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import type { Cdr } from './sunat-gateway.ts';

// The CDR is a UBL 2.1 ApplicationResponse: SUNAT's answer naming the document, a ResponseCode and its
// description, and notes for observations. The simulator writes one; both gateways read it.

const NS = 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

export interface CdrInput {
  /** The document answered: its id (F001-00000007, RC-20261203-1) and the issuer's RUC. */
  documentId: string;
  issuerRuc: string;
  responseCode: string;
  description: string;
  notes: string[];
  /** The answer's moment, in Lima: YYYY-MM-DD and HH:MM:SS. */
  date: string;
  time: string;
}

/** A CDR as SUNAT's shape has it (unsigned: the simulator is not SUNAT). */
export function cdrXml(input: CdrInput): string {
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      ApplicationResponse: {
        '@xmlns': NS,
        '@xmlns:cac': CAC,
        '@xmlns:cbc': CBC,
        'cbc:UBLVersionID': '2.0',
        'cbc:CustomizationID': '1.0',
        'cbc:ID': `${input.date.replaceAll('-', '')}${input.time.replaceAll(':', '')}`,
        'cbc:IssueDate': input.date,
        'cbc:IssueTime': input.time,
        'cbc:ResponseDate': input.date,
        'cbc:ResponseTime': input.time,
        'cbc:Note': input.notes,
        'cac:SenderParty': { 'cac:PartyIdentification': { 'cbc:ID': 'SUNAT' } },
        'cac:ReceiverParty': { 'cac:PartyIdentification': { 'cbc:ID': `6-${input.issuerRuc}` } },
        'cac:DocumentResponse': {
          'cac:Response': {
            'cbc:ReferenceID': input.documentId,
            'cbc:ResponseCode': input.responseCode,
            'cbc:Description': input.description,
          },
          'cac:DocumentReference': { 'cbc:ID': input.documentId },
        },
      },
    },
  ).end();
}

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'Note',
});

/** Reads SUNAT's ResponseCode, Description and Notes from a CDR. */
export function readCdr(xml: string): Cdr {
  const root = (parser.parse(xml) as { ApplicationResponse?: Record<string, unknown> }).ApplicationResponse;
  const response = (root?.DocumentResponse as { Response?: Record<string, unknown> } | undefined)?.Response;
  if (!root || !response) throw new Error('not a CDR: no ApplicationResponse/DocumentResponse/Response');
  const text = (value: unknown) =>
    typeof value === 'object' && value !== null
      ? String((value as Record<string, unknown>)['#text'] ?? '')
      : String(value ?? '');
  return {
    responseCode: text(response.ResponseCode),
    description: text(response.Description),
    notes: ((root.Note as unknown[] | undefined) ?? []).map(text),
    xml,
  };
}
