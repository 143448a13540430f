import fs from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

// The schemas SUNAT validates against, kept in the repository (decision 170): OASIS UBL 2.1 for the
// invoice, the credit note and the CDR; SUNAT's UBL 2.0-based schemas for the daily summary.

const XSD_ROOT = path.join(import.meta.dirname, 'xsd');

export type SunatSchema = 'invoice' | 'credit-note' | 'summary' | 'application-response';

const MAIN: Record<SunatSchema, { set: string; file: string }> = {
  invoice: { set: 'ubl-2.1', file: 'maindoc/UBL-Invoice-2.1.xsd' },
  'credit-note': { set: 'ubl-2.1', file: 'maindoc/UBL-CreditNote-2.1.xsd' },
  'application-response': { set: 'ubl-2.1', file: 'maindoc/UBL-ApplicationResponse-2.1.xsd' },
  summary: { set: 'sunat', file: 'maindoc/UBLPE-SummaryDocuments-1.0.xsd' },
};

const loaded = new Map<string, XMLFileInfo[]>();

/** Every schema of a set, named by its path in the set, so the relative imports resolve in xmllint. */
function schemaFiles(set: string): XMLFileInfo[] {
  const cached = loaded.get(set);
  if (cached) return cached;
  const root = path.join(XSD_ROOT, set);
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.xsd'))
    .sort()
    .map((name) => ({
      fileName: name.split(path.sep).join('/'),
      contents: fs.readFileSync(path.join(root, name)),
    }));
  loaded.set(set, files);
  return files;
}

export interface XsdResult {
  valid: boolean;
  /** The validator's own messages, one per problem (line and text). */
  errors: string[];
}

/** Validates a document against its official schema with libxml2 (xmllint, compiled to WebAssembly). */
export async function validateAgainstXsd(xml: string, schema: SunatSchema): Promise<XsdResult> {
  const { set, file } = MAIN[schema];
  const files = schemaFiles(set);
  const main = files.find((entry) => entry.fileName === file);
  if (!main) throw new Error(`schema ${file} missing`);
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [main],
    preload: files.filter((entry) => entry !== main),
    maxMemoryPages: 4096,
  });
  return {
    valid: result.valid,
    errors: result.errors.map(
      (error) => `${error.loc ? `línea ${error.loc.lineNumber}: ` : ''}${error.message}`,
    ),
  };
}
