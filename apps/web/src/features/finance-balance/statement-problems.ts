import { isApiError } from '@/lib/api-client.ts';
import { MAPPING_FIELDS, type MappingErrors, type MappingField } from './mapping-form.ts';

/** One unreadable line of a refused statement, as the screen lists it. */
export interface LineProblem {
  line: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function toLineProblem(value: unknown): LineProblem | null {
  if (!isRecord(value)) return null;
  const { line } = value;
  const message = value['problem'] ?? value['message'];
  if ((typeof line !== 'number' && typeof line !== 'string') || typeof message !== 'string') return null;
  return { line: String(line), message };
}

/** A refusal's field name as a mapping column (`mapping.dateColumn` or `dateColumn`), else null. */
const mappingField = (name: string): MappingField | null => {
  const field = name.replace(/^mapping\./, '');
  return (MAPPING_FIELDS as readonly string[]).includes(field) ? (field as MappingField) : null;
};

/**
 * The lines a refused statement names (STATEMENT_LINES_INVALID): the `lines` list of the refusal's data,
 * else its per-field messages keyed by line (`line.12`).
 */
export function lineProblems(error: unknown): LineProblem[] {
  if (!isApiError(error)) return [];
  const listed = error.data['lines'];
  if (Array.isArray(listed)) {
    return listed.map(toLineProblem).filter((item): item is LineProblem => item !== null);
  }
  return Object.entries(error.fields)
    .filter(([field]) => mappingField(field) === null && /\d/.test(field))
    .map(([field, message]) => ({ line: field.replace(/\D+/g, ''), message }));
}

/** How many lines the server could not read, when it counted more than it listed. */
export function unlistedLineCount(error: unknown, listed: number): number {
  if (!isApiError(error)) return 0;
  const total = error.data['invalidLineCount'];
  return typeof total === 'number' && total > listed ? total - listed : 0;
}

/** The refusal's messages under the mapping's columns (a column not in the file, for one). */
export function mappingProblems(error: unknown): MappingErrors {
  if (!isApiError(error)) return {};
  const found: MappingErrors = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const field = mappingField(name);
    if (field) found[field] = message;
  }
  return found;
}
