import { CSV_DELIMITERS, parseCsv } from '../../platform/csv-reader.ts';
import { malformed, type ListEntry } from './list-entry.ts';
import { nameWords } from './normalize-name.ts';

// The PEP list as CSV with a header: nombres, documento, cargo, institucion, desde, hasta (ISO dates; hasta
// empty while in office). Headers are read without regard to case or accents; comma or semicolon.

export const PEP_COLUMNS = ['nombres', 'documento', 'cargo', 'institucion', 'desde', 'hasta'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

function records(content: string): string[][] {
  const firstLine = content.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = CSV_DELIMITERS.find((candidate) => firstLine.includes(candidate)) ?? ',';
  const parsed = parseCsv(content.replace(/^\uFEFF/, ''), delimiter);
  if (parsed === null) throw malformed('una comilla no se cierra.');
  return parsed;
}

/** The entries of a PEP list, or the whole file refused. */
export function readPepList(content: string): ListEntry[] {
  const [header, ...rows] = records(content);
  const names = (header ?? []).map((cell) => nameWords(cell).join(' '));
  const at = Object.fromEntries(PEP_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    (typeof PEP_COLUMNS)[number],
    number
  >;
  const missing = PEP_COLUMNS.filter((column) => at[column] < 0);
  if (missing.length > 0)
    throw malformed(`faltan las columnas ${missing.join(', ')} (se esperan ${PEP_COLUMNS.join(', ')}).`);
  const entries: ListEntry[] = [];
  rows.forEach((row, index) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const line = index + 2;
    const cell = (column: (typeof PEP_COLUMNS)[number]) => (row[at[column]] ?? '').trim();
    if (!cell('nombres')) throw malformed(`la fila ${line} no tiene nombres.`);
    if (!cell('cargo')) throw malformed(`la fila ${line} no tiene cargo.`);
    for (const column of ['desde', 'hasta'] as const) {
      if (cell(column) && !validDate(cell(column)))
        throw malformed(
          `la fila ${line} tiene la fecha "${cell(column)}" en ${column}; se espera AAAA-MM-DD.`,
        );
    }
    const details: Record<string, string> = { cargo: cell('cargo') };
    if (cell('institucion')) details.institucion = cell('institucion');
    if (cell('desde')) details.desde = cell('desde');
    if (cell('hasta')) details.hasta = cell('hasta');
    entries.push({
      reference: String(line),
      kind: 'individual',
      fullName: cell('nombres'),
      aliases: [],
      documents: cell('documento') ? [cell('documento')] : [],
      details,
      positionUntil: cell('hasta') || null,
    });
  });
  if (entries.length === 0) throw malformed('no contiene ninguna persona.');
  return entries;
}
