import { DOMParser, type Element } from '@xmldom/xmldom';
import { limaDay } from '../lima-calendar.ts';
import { cdrXml, readCdr } from './cdr.ts';
import {
  SunatException,
  type Cdr,
  type OutgoingDocument,
  type SummaryStatus,
  type SunatGateway,
} from './sunat-gateway.ts';
import { signatureHolds } from './xml-signature.ts';
import { validateAgainstXsd, type SunatSchema } from './xsd-validator.ts';

// SUNAT's answers without SUNAT (decision 171): the document is read, validated against the official XSDs
// and its signature checked, and a CDR is answered in SUNAT's shape and code ranges. Codes it answers:
//   0306 (exception, nothing received): the XML cannot be read, or it does not follow its schema;
//   2335 (rejected): the signature is missing or does not hold ("el documento ha sido alterado");
//   0    (accepted).

const SCHEMAS: Record<string, SunatSchema> = {
  Invoice: 'invoice',
  CreditNote: 'credit-note',
  SummaryDocuments: 'summary',
};

function readRoot(xml: string): { root: string; id: string; issuerRuc: string } {
  const problems: string[] = [];
  let root: Element | null = null;
  try {
    const parser = new DOMParser({ onError: (_level, message) => problems.push(message) });
    root = parser.parseFromString(xml, 'text/xml').documentElement;
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0 || !root) {
    throw new SunatException('0306', `No se puede leer (parsear) el archivo XML: ${problems.join('; ')}`);
  }
  const element = root;
  const childText = (name: string) =>
    Array.from(element.childNodes).find((node) => node.nodeType === 1 && node.localName === name)
      ?.textContent ?? '';
  const ruc = /^\d{11}/.exec(childText('Signature').trim())?.[0] ?? '';
  return { root: element.localName ?? '', id: childText('ID'), issuerRuc: ruc };
}

export interface SimulatorOptions {
  now: () => Date;
}

interface Verdict {
  id: string;
  issuerRuc: string;
  responseCode: string;
  description: string;
}

const DESCRIPTIONS = {
  '0': (id) => `El comprobante ${id} ha sido aceptado (simulador, no enviado a SUNAT)`,
  '2335': () => 'El documento electrónico ingresado ha sido alterado',
} satisfies Record<string, (id: string) => string>;
type SimulatorCode = keyof typeof DESCRIPTIONS;
const isSimulatorCode = (code: string): code is SimulatorCode => Object.hasOwn(DESCRIPTIONS, code);

/** A summary's ticket names its verdict (SIM-<code>-<RUC>-<id>), so its CDR is answered after a restart too. */
const ticketOf = (verdict: Verdict) => `SIM-${verdict.responseCode}-${verdict.issuerRuc}-${verdict.id}`;

function verdictOf(ticket: string): Verdict {
  const [, responseCode = '', issuerRuc = '', id = ''] = /^SIM-(\d+)-(\d{11})-(.+)$/.exec(ticket) ?? [];
  if (!isSimulatorCode(responseCode)) throw new SunatException('0127', 'El ticket no existe');
  return { id, issuerRuc, responseCode, description: DESCRIPTIONS[responseCode](id) };
}

export function createSimulatorGateway(options: SimulatorOptions): SunatGateway {
  const cdrOf = (verdict: Verdict): Cdr => {
    const now = options.now();
    const time = new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(11, 19);
    return readCdr(cdrXml({ ...verdict, documentId: verdict.id, notes: [], date: limaDay(now), time }));
  };

  async function judge(document: OutgoingDocument, expected: SunatSchema[]): Promise<Verdict> {
    const { root, id, issuerRuc } = readRoot(document.xml);
    const schema = SCHEMAS[root];
    if (!schema || !expected.includes(schema)) {
      throw new SunatException(
        '0306',
        `No se puede leer (parsear) el archivo XML: documento ${root} no esperado`,
      );
    }
    const validation = await validateAgainstXsd(document.xml, schema);
    if (!validation.valid) {
      throw new SunatException('0306', `El XML no cumple su esquema: ${validation.errors.join(' | ')}`);
    }
    const answer = (responseCode: SimulatorCode): Verdict => ({
      id,
      issuerRuc,
      responseCode,
      description: DESCRIPTIONS[responseCode](id),
    });
    if (!signatureHolds(document.xml)) return answer('2335');
    return answer('0');
  }

  return {
    provider: 'simulador',
    sendBill: async (document) => cdrOf(await judge(document, ['invoice', 'credit-note'])),
    sendSummary: async (document) => ({ ticket: ticketOf(await judge(document, ['summary'])) }),
    getStatus: (ticket): Promise<SummaryStatus> => {
      try {
        return Promise.resolve({ state: 'procesado', cdr: cdrOf(verdictOf(ticket)) });
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
}
