import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { previewForm } from './api/preview-statement.ts';
import { reconcileForm } from './api/run-reconciliation.ts';
import { mappingFormFrom, toStatementMapping } from './mapping-form.ts';
import { lineProblems, mappingProblems, unlistedLineCount } from './statement-problems.ts';
import { statementPreview } from './test-balance.ts';

const file = () => new File(['Fecha;Monto\n02/11/2026;1500,00\n'], 'extracto.csv', { type: 'text/csv' });

describe('Balance: reconciliation rules (issue 17)', () => {
  it('sends the account and the very CSV bytes, and the mapping as JSON on a run', async () => {
    const statement = file();
    const preview = previewForm(3, statement);
    expect(preview.get('accountId')).toBe('3');
    expect(await (preview.get('statement') as File).text()).toBe('Fecha;Monto\n02/11/2026;1500,00\n');
    expect((preview.get('statement') as File).name).toBe('extracto.csv');

    const mapping = statementPreview().mapping!;
    const run = reconcileForm(3, mapping, statement);
    expect(run.get('accountId')).toBe('3');
    expect(JSON.parse(String(run.get('mapping')))).toEqual(mapping);
    expect(await (run.get('statement') as File).text()).toBe('Fecha;Monto\n02/11/2026;1500,00\n');
  });

  it('prefills the columns the file has and leaves a remembered one it lacks to choose', () => {
    const form = mappingFormFrom(statementPreview({ headers: ['Fecha', 'Descripción', 'Cargo', 'Abono'] }));
    expect(form).toMatchObject({
      dateColumn: 'Fecha',
      operationColumn: '',
      debitColumn: 'Cargo',
      amountMode: 'split',
    });
    expect(toStatementMapping(form).errors).toEqual({ operationColumn: 'Elige la columna.' });
  });

  it('sends only the amount columns of the chosen mode', () => {
    const form = {
      ...mappingFormFrom(statementPreview()),
      amountMode: 'single' as const,
      amountColumn: 'Abono',
    };
    expect(toStatementMapping(form).mapping).toMatchObject({
      amountMode: 'single',
      amountColumn: 'Abono',
      debitColumn: null,
      creditColumn: null,
    });
  });

  it('reads the refused lines from the refusal, listed or per field, and the columns it names', () => {
    const listed = new ApiError(
      'STATEMENT_LINES_INVALID',
      'Hay líneas…',
      422,
      {},
      {
        lines: [
          { line: 4, problem: 'Monto no válido.' },
          { line: 6, message: 'Fecha vacía.' },
          { nope: true },
        ],
        invalidLineCount: 30,
      },
    );
    expect(lineProblems(listed)).toEqual([
      { line: '4', message: 'Monto no válido.' },
      { line: '6', message: 'Fecha vacía.' },
    ]);
    expect(unlistedLineCount(listed, 2)).toBe(28);
    const byField = new ApiError('STATEMENT_LINES_INVALID', 'Hay líneas…', 422, {
      'line.7': 'Fecha no válida.',
      'mapping.dateColumn': 'No está en el archivo.',
    });
    expect(lineProblems(byField)).toEqual([{ line: '7', message: 'Fecha no válida.' }]);
    expect(mappingProblems(byField)).toEqual({ dateColumn: 'No está en el archivo.' });
    expect(lineProblems(new Error('x'))).toEqual([]);
  });
});
