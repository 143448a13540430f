import { parseCsv } from '../../platform/csv-reader.ts';
import { malformed, type ListEntry } from './list-entry.ts';

// OFAC's SDN list in its published CSV (sdn.csv): no header, twelve columns per record (ent_num, SDN_Name,
// SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks), "-0-" for
// an empty value; the file may end with the end-of-file character 0x1A. Documents and aliases are in Remarks.

const COLUMNS = 12;
const EMPTY = '-0-';

const value = (cell: string | undefined): string => {
  const trimmed = (cell ?? '').trim();
  return trimmed === EMPTY ? '' : trimmed;
};

// "Passport A1234567 (Country)", "Cedula No. 123 (Colombia)", "National ID No. 99", "D.N.I. 4000" …
const DOCUMENT =
  /(?:Passport|Cedula No\.|National ID No\.|D\.N\.I\.|DNI|RUC #|NIT #|Identification Number|C\.U\.R\.P\.)\s*([A-Z0-9][A-Z0-9.\-/]*[A-Z0-9])/gi;
const ALIAS = /a\.k\.a\.\s*'([^']+)'/gi;

/** sdn.csv may end with the end-of-file character (0x1A) and a line end. */
function stripEndOfFile(content: string): string {
  const trimmed = content.trimEnd();
  return trimmed.endsWith(String.fromCharCode(0x1a)) ? trimmed.slice(0, -1) : content;
}

/** The entries of OFAC's sdn.csv, or the whole file refused. */
export function readOfacList(content: string): ListEntry[] {
  const records = parseCsv(stripEndOfFile(content), ',');
  if (records === null) throw malformed('una comilla no se cierra.');
  const entries: ListEntry[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const line = index + 1;
    if (record.length !== COLUMNS)
      throw malformed(`la fila ${line} tiene ${record.length} columnas; sdn.csv tiene ${COLUMNS}.`);
    const reference = value(record[0]);
    if (!/^\d+$/.test(reference))
      throw malformed(`la fila ${line} no empieza con el número de entrada (ent_num).`);
    const fullName = value(record[1]);
    if (!fullName) throw malformed(`la fila ${line} no tiene nombre (SDN_Name).`);
    const type = value(record[2]).toLowerCase();
    const remarks = value(record[11]);
    const details: Record<string, string> = {};
    if (value(record[3])) details.programa = value(record[3]);
    if (type) details.tipo = type;
    if (value(record[4])) details.cargo = value(record[4]);
    if (remarks) details.observaciones = remarks;
    entries.push({
      reference,
      // sdn.csv leaves the type empty for an entity; vessels and aircraft are not people either.
      kind: type === 'individual' ? 'individual' : 'entity',
      fullName,
      aliases: [...remarks.matchAll(ALIAS)].map((match) => match[1]!.trim()),
      documents: [...remarks.matchAll(DOCUMENT)].map((match) => match[1]!),
      details,
      positionUntil: null,
    });
  });
  if (entries.length === 0) throw malformed('no contiene ninguna entrada.');
  return entries;
}
