import type { StatementMapping } from '@cambix/contract';
import { AppError } from '../../platform/errors.ts';
import type { Cents } from '../../platform/money.ts';
import type { StatementFile } from './read-statement.ts';
import { parseStatementAmount, parseStatementDate } from './statement-values.ts';

/** One statement line as the run reads it with the mapping. */
export interface ParsedLine {
  line: number;
  date: string;
  description: string;
  operationNumber: string | null;
  /** The payer's account as the bank lists it, when the mapping names that column. */
  payerAccount: string | null;
  /** Signed: positive money in. */
  amount: Cents;
}

/** How many unreadable lines a refusal names; the count covers them all. */
const REPORTED_PROBLEMS = 20;
const DESCRIPTION_MAX = 200;
const OPERATION_MAX = 60;

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Refuses a mapping naming a column the file does not have (another bank's, or an edited file). */
export function assertColumnsKnown(file: StatementFile, mapping: StatementMapping): void {
  const known = new Set(file.headers);
  const amountFields =
    mapping.amountMode === 'single'
      ? (['amountColumn'] as const)
      : (['debitColumn', 'creditColumn'] as const);
  const fields: Record<string, string> = {};
  const fieldNames = ['dateColumn', 'descriptionColumn', 'operationColumn', 'payerAccountColumn'] as const;
  for (const field of [...fieldNames, ...amountFields] as const) {
    const column = mapping[field] ?? null;
    if (column !== null && !known.has(column)) {
      fields[`mapping.${field}`] = `El archivo no tiene la columna «${shown(column)}».`;
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('STATEMENT_COLUMNS_UNKNOWN', { fields });
}

/**
 * Every line read with the mapping before anything else happens (docs/rules/finance-reports.md#reconciliation):
 * one unreadable line refuses the whole file, naming the first lines at fault and what is wrong with each.
 */
export function parseStatementLines(file: StatementFile, mapping: StatementMapping): ParsedLine[] {
  assertColumnsKnown(file, mapping);
  const column = (name: string | null) => (name === null ? -1 : file.headers.indexOf(name));
  const dateAt = column(mapping.dateColumn);
  const descriptionAt = column(mapping.descriptionColumn);
  const operationAt = column(mapping.operationColumn);
  const payerAt = column(mapping.payerAccountColumn ?? null);
  const amountAt = column(mapping.amountColumn);
  const debitAt = column(mapping.debitColumn);
  const creditAt = column(mapping.creditColumn);
  const amountOf = (text: string) => parseStatementAmount(text, mapping.decimalSeparator);

  const parsed: ParsedLine[] = [];
  const problems: { line: number; problem: string }[] = [];
  let invalidLineCount = 0;
  for (const { line, cells } of file.lines) {
    const cell = (index: number) => (index < 0 ? '' : (cells[index] ?? '').trim());
    const wrong: string[] = [];

    const dateText = cell(dateAt);
    const date = dateText === '' ? null : parseStatementDate(dateText, mapping.dateFormat);
    if (dateText === '') wrong.push('falta la fecha');
    else if (date === null) wrong.push(`fecha «${shown(dateText)}» no es ${mapping.dateFormat}`);

    let amount: Cents | null = null;
    if (mapping.amountMode === 'single') {
      const text = cell(amountAt);
      amount = text === '' ? null : amountOf(text);
      if (text === '') wrong.push('falta el monto');
      else if (amount === null) wrong.push(`monto «${shown(text)}» no es un importe`);
    } else {
      // Blanks are 0; a debit printed with a minus is still money out.
      const debitText = cell(debitAt);
      const creditText = cell(creditAt);
      const debit = debitText === '' ? 0n : amountOf(debitText);
      const credit = creditText === '' ? 0n : amountOf(creditText);
      if (debit === null) wrong.push(`cargo «${shown(debitText)}» no es un importe`);
      if (credit === null) wrong.push(`abono «${shown(creditText)}» no es un importe`);
      if (debit !== null && credit !== null) amount = credit - (debit < 0n ? -debit : debit);
    }

    if (wrong.length > 0 || date === null || amount === null) {
      invalidLineCount += 1;
      if (problems.length < REPORTED_PROBLEMS) problems.push({ line, problem: capitalize(wrong.join('; ')) });
      continue;
    }
    const operation = cell(operationAt).slice(0, OPERATION_MAX);
    const payer = cell(payerAt).slice(0, OPERATION_MAX);
    parsed.push({
      line,
      date,
      description: cell(descriptionAt).replace(/\s+/g, ' ').slice(0, DESCRIPTION_MAX),
      operationNumber: operation === '' ? null : operation,
      payerAccount: payer === '' ? null : payer,
      amount,
    });
  }
  if (invalidLineCount > 0) {
    throw new AppError('STATEMENT_LINES_INVALID', {
      fields: Object.fromEntries(problems.map(({ line, problem }) => [`line.${line}`, problem])),
      extra: { lines: problems, invalidLineCount },
    });
  }
  return parsed;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
