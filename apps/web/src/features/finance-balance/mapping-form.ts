import type { StatementDateFormat, StatementMapping, StatementPreview } from '@cambix/contract';
import { statementMapping } from '@cambix/contract/schemas';
import { issuesByField } from '@/lib/field-errors.ts';

// The column mapping of a bank statement as the form holds it (docs/rules/finance-reports.md#reconciliation).

export type AmountMode = StatementMapping['amountMode'];
export type DecimalSeparator = StatementMapping['decimalSeparator'];

/** Every column as the header's name, or '' while none is chosen. */
export interface MappingForm {
  dateColumn: string;
  descriptionColumn: string;
  operationColumn: string;
  /** Optional: payments by reference check the payer is the customer when the bank lists it. */
  payerAccountColumn: string;
  amountMode: AmountMode;
  amountColumn: string;
  debitColumn: string;
  creditColumn: string;
  dateFormat: StatementDateFormat;
  decimalSeparator: DecimalSeparator;
}

export const MAPPING_FIELDS = [
  'dateColumn',
  'descriptionColumn',
  'operationColumn',
  'payerAccountColumn',
  'amountColumn',
  'debitColumn',
  'creditColumn',
] as const satisfies readonly (keyof MappingForm)[];
export type MappingField = (typeof MAPPING_FIELDS)[number];
export type MappingErrors = Partial<Record<MappingField, string>>;

const EMPTY: MappingForm = {
  dateColumn: '',
  descriptionColumn: '',
  operationColumn: '',
  payerAccountColumn: '',
  amountMode: 'single',
  amountColumn: '',
  debitColumn: '',
  creditColumn: '',
  dateFormat: 'DD/MM/YYYY',
  decimalSeparator: '.',
};

/** A column the file has, else '' (a remembered name not among these headers is not offered). */
const inFile = (headers: readonly string[], column: string | null): string =>
  column !== null && headers.includes(column) ? column : '';

/** The form as the server's preview suggests it: the bank's remembered mapping or its guess. */
export function mappingFormFrom(preview: StatementPreview): MappingForm {
  const mapping = preview.mapping;
  if (!mapping) return EMPTY;
  const { headers } = preview;
  return {
    dateColumn: inFile(headers, mapping.dateColumn),
    descriptionColumn: inFile(headers, mapping.descriptionColumn),
    operationColumn: inFile(headers, mapping.operationColumn),
    payerAccountColumn: inFile(headers, mapping.payerAccountColumn ?? null),
    amountMode: mapping.amountMode,
    amountColumn: inFile(headers, mapping.amountColumn),
    debitColumn: inFile(headers, mapping.debitColumn),
    creditColumn: inFile(headers, mapping.creditColumn),
    dateFormat: mapping.dateFormat,
    decimalSeparator: mapping.decimalSeparator,
  };
}

const orNull = (column: string): string | null => (column === '' ? null : column);

/** The mapping the server takes, or the message under each column still to choose. */
export function toStatementMapping(
  form: MappingForm,
): { mapping: StatementMapping; errors?: undefined } | { mapping?: undefined; errors: MappingErrors } {
  const single = form.amountMode === 'single';
  const parsed = statementMapping.safeParse({
    dateColumn: form.dateColumn,
    descriptionColumn: form.descriptionColumn,
    operationColumn: form.operationColumn,
    // Optional: a mapping without it stays as banks' remembered mappings were.
    ...(form.payerAccountColumn === '' ? {} : { payerAccountColumn: form.payerAccountColumn }),
    amountMode: form.amountMode,
    // Only the columns of the chosen amount mode travel.
    amountColumn: single ? orNull(form.amountColumn) : null,
    debitColumn: single ? null : orNull(form.debitColumn),
    creditColumn: single ? null : orNull(form.creditColumn),
    dateFormat: form.dateFormat,
    decimalSeparator: form.decimalSeparator,
  });
  if (parsed.success) return { mapping: parsed.data };
  return { errors: issuesByField(parsed.error, MAPPING_FIELDS) };
}
