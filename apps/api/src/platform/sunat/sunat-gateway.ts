// The door to SUNAT (or an OSE) for signed documents (decision 171): a factura or a credit note is sent
// one by one and answered with a CDR at once (sendBill); a daily summary is answered with a ticket whose
// CDR is asked for later (sendSummary, getStatus). Two implementations: the simulator (development) and
// the SOAP client of SUNAT's billService (an OSE exposes the same service).

/** A signed document as it is sent: SUNAT's file name (without extension) and the XML. */
export interface OutgoingDocument {
  fileName: string;
  xml: string;
}

/** SUNAT's constancia de recepción (CDR), read. */
export interface Cdr {
  /** 0 accepted; 2000–3999 rejected; the notes carry observations (4000+). */
  responseCode: string;
  description: string;
  /** Observations: "4xxx - texto". */
  notes: string[];
  /** The ApplicationResponse as SUNAT signed it. */
  xml: string;
}

/** SUNAT could not take the document (codes 0100–1999, a SOAP fault, no answer): nothing was received. */
export class SunatException extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code} - ${message}`);
    this.name = 'SunatException';
  }
}

export type SummaryStatus = { state: 'en-proceso' } | { state: 'procesado'; cdr: Cdr };

export interface SunatGateway {
  /** Stored with each answer. */
  readonly provider: string;
  sendBill(document: OutgoingDocument): Promise<Cdr>;
  /** A daily summary: answered with the ticket to ask for its CDR. */
  sendSummary(document: OutgoingDocument): Promise<{ ticket: string }>;
  getStatus(ticket: string): Promise<SummaryStatus>;
}

/** The states of a receipt at SUNAT (docs/rules/receipts.md#sending-to-sunat). */
export type SunatState = 'pendiente' | 'enviada' | 'aceptada' | 'observada' | 'rechazada';

/** What a CDR means for the receipt: 0 accepted (observed when it carries notes), 2000–3999 rejected. */
export function stateOfCdr(cdr: Pick<Cdr, 'responseCode' | 'notes'>): 'aceptada' | 'observada' | 'rechazada' {
  const code = Number(cdr.responseCode);
  if (code === 0) return cdr.notes.length > 0 ? 'observada' : 'aceptada';
  if (code >= 4000) return 'observada';
  return 'rechazada';
}
