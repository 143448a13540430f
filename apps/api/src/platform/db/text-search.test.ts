import { describe, expect, it } from 'vitest';
import { searchWords } from './text-search.ts';

describe('the words of a search', () => {
  it('are folded for case and accents, as foldSql folds the text searched', () => {
    expect(searchWords('  José   ÑUFLO ')).toEqual(['jose', 'nuflo']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('')).toEqual([]);
  });
});
