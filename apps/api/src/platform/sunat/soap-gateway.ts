import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import { readCdr } from './cdr.ts';
import {
  SunatException,
  type OutgoingDocument,
  type SummaryStatus,
  type SunatGateway,
} from './sunat-gateway.ts';
import { unzipXml, zipOne } from './zip.ts';

// SUNAT's billService (or an OSE's, which exposes the same operations) over SOAP 1.1 (decision 171):
// sendBill and sendSummary take a ZIP of the signed XML, in base64, and getStatus a summary's ticket; the
// caller is a WS-Security UsernameToken (RUC + usuario SOL, clave SOL).

const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';
const SERVICE = 'http://service.sunat.gob.pe';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';

export interface SoapGatewayOptions {
  /** billService's address (SUNAT's beta or production, or the OSE's). */
  url: string;
  username: string;
  password: string;
  /** Milliseconds to wait for an answer. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Body = Record<string, string>;

function envelope(options: SoapGatewayOptions, operation: string, body: Body): string {
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      'soapenv:Envelope': {
        '@xmlns:soapenv': SOAP_ENV,
        '@xmlns:ser': SERVICE,
        '@xmlns:wsse': WSSE,
        'soapenv:Header': {
          'wsse:Security': {
            'wsse:UsernameToken': { 'wsse:Username': options.username, 'wsse:Password': options.password },
          },
        },
        'soapenv:Body': { [`ser:${operation}`]: body },
      },
    },
  ).end();
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });

/** The operation's answer element, or the fault as a SunatException (faultcode "…Client.0306" → 0306). */
function answerOf(xml: string, element: string): Record<string, unknown> {
  let parsed: { Envelope?: { Body?: Record<string, unknown> } };
  try {
    parsed = parser.parse(xml) as typeof parsed;
  } catch {
    throw new SunatException('0100', 'La respuesta no es XML');
  }
  const body = parsed.Envelope?.Body;
  const fault = body?.Fault as { faultcode?: unknown; faultstring?: unknown } | undefined;
  if (fault) {
    const code = /(\d{4})\s*$/.exec(String(fault.faultcode ?? ''))?.[1] ?? '0100';
    throw new SunatException(code, String(fault.faultstring ?? 'Error sin descripción'));
  }
  const answer = body?.[element];
  if (typeof answer !== 'object' || answer === null) {
    throw new SunatException('0100', `La respuesta no trae ${element}`);
  }
  return answer as Record<string, unknown>;
}

export function createSoapGateway(options: SoapGatewayOptions): SunatGateway {
  const doFetch = options.fetch ?? fetch;

  async function call(operation: string, body: Body, element: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `urn:${operation}` },
        body: envelope(options, operation, body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new SunatException('0100', `Sin respuesta del servicio: ${(error as Error).message}`);
    }
    const text = await response.text();
    // A SOAP fault comes with HTTP 500: its text says what happened.
    if (!response.ok && !text.includes('Fault')) {
      throw new SunatException('0100', `El servicio respondió HTTP ${response.status}`);
    }
    return answerOf(text, element);
  }

  const zipped = (document: OutgoingDocument) => ({
    fileName: `${document.fileName}.zip`,
    contentFile: zipOne(`${document.fileName}.xml`, document.xml).toString('base64'),
  });

  return {
    provider: 'sunat',
    async sendBill(document) {
      const answer = await call('sendBill', zipped(document), 'sendBillResponse');
      return readCdr(unzipXml(Buffer.from(String(answer.applicationResponse ?? ''), 'base64')).contents);
    },
    async sendSummary(document) {
      const answer = await call('sendSummary', zipped(document), 'sendSummaryResponse');
      const ticket = String(answer.ticket ?? '');
      if (!ticket) throw new SunatException('0100', 'La respuesta no trae el ticket');
      return { ticket };
    },
    async getStatus(ticket): Promise<SummaryStatus> {
      const answer = await call('getStatus', { ticket }, 'getStatusResponse');
      const status = answer.status as { statusCode?: unknown; content?: unknown } | undefined;
      const code = String(status?.statusCode ?? '');
      // 98: still being processed; 0 and 99 come with the CDR (accepted, or with errors).
      if (code === '98') return { state: 'en-proceso' };
      if (code !== '0' && code !== '99')
        throw new SunatException('0100', `Estado del ticket desconocido: ${code}`);
      const cdr = readCdr(unzipXml(Buffer.from(String(status?.content ?? ''), 'base64')).contents);
      return { state: 'procesado', cdr };
    },
  };
}
