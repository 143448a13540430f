import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MOVEMENT_LIST,
  nextPage,
  previousPage,
  readMovementList,
  toMovementExportQuery,
  toMovementListQuery,
  withMovementFilters,
  writeMovementList,
} from './list-state.ts';

const read = (query: string) => readMovementList(new URLSearchParams(query));

describe('Movimientos in the address (docs/rules/finance-reports.md#movements)', () => {
  it('reads every filter, the page size and the cursor trail, and writes them back', () => {
    const query =
      'accountId=3&direction=egreso&kind=manual&concept=ITF&from=2026-11-01&to=2026-11-30&minAmount=10&maxAmount=1500.50&q=OP-1&limit=50&cursors=900,850';
    const state = read(query);
    expect(state).toEqual({
      accountId: '3',
      direction: 'egreso',
      kind: 'manual',
      concept: 'ITF',
      from: '2026-11-01',
      to: '2026-11-30',
      minAmount: '10',
      maxAmount: '1500.50',
      q: 'OP-1',
      pageSize: 50,
      cursors: [900, 850],
    });
    expect(writeMovementList(state).toString()).toBe(query.replace('cursors=900,850', 'cursors=900%2C850'));
    expect(toMovementListQuery(state)).toEqual({
      accountId: '3',
      direction: 'egreso',
      kind: 'manual',
      concept: 'ITF',
      from: '2026-11-01',
      to: '2026-11-30',
      minAmount: '10',
      maxAmount: '1500.50',
      q: 'OP-1',
      cursor: '850',
      limit: '50',
    });
  });

  it('drops what it cannot read', () => {
    expect(
      read('accountId=x&direction=out&kind=fee&from=30/11/2026&minAmount=1e3&limit=30&cursors=a,0,5'),
    ).toEqual({ ...DEFAULT_MOVEMENT_LIST, cursors: [5] });
  });

  it('walks pages forward and back, and a filter starts again from the first', () => {
    const first = read('q=itf');
    const second = nextPage(first, 120);
    const third = nextPage(second, 95);
    expect(toMovementListQuery(third).cursor).toBe('95');
    expect(previousPage(third)).toEqual(second);
    expect(toMovementListQuery(previousPage(second)).cursor).toBeUndefined();
    expect(withMovementFilters(third, { kind: 'payout' }).cursors).toEqual([]);
  });

  it('does not send a range out of order, and the export carries the filters but no cursor', () => {
    const state = read('from=2026-11-30&to=2026-11-01&minAmount=900&maxAmount=1000.5&cursors=7');
    expect(toMovementExportQuery(state, 'xlsx')).toEqual({
      from: '2026-11-30',
      minAmount: '900',
      maxAmount: '1000.5',
      format: 'xlsx',
    });
    expect(toMovementExportQuery(read('minAmount=1000&maxAmount=999.99'), 'csv')).toEqual({
      minAmount: '1000',
      format: 'csv',
    });
  });

  it('compares the range as money, to the céntimo', () => {
    const range = (min: string, max: string) =>
      toMovementExportQuery(read(`minAmount=${min}&maxAmount=${max}`), 'csv').maxAmount;
    expect(range('1000.5', '1000.50')).toBe('1000.50');
    expect(range('1000.50', '1000.51')).toBe('1000.51');
    expect(range('20.1', '20.09')).toBeUndefined();
  });
});
