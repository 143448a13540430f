import { describe, expect, it } from 'vitest';
import { unsafeTextPath } from './request-text.ts';

describe('the text rule of every request', () => {
  it('finds a NUL or an unpaired surrogate anywhere in a request part, and names the field', () => {
    expect(unsafeTextPath({ alias: 'Ahorros\u0000' })).toBe('alias');
    expect(unsafeTextPath({ q: 'Ana \uD83D' })).toBe('q');
    expect(unsafeTextPath({ answers: [{ text: 'ok' }, { text: '\uDE00 tarde' }] })).toBe('answers.1.text');
    expect(unsafeTextPath({ ['clave\u0000']: 'x' })).toBe('_');
    expect(unsafeTextPath({ steps: { ['a\u0000']: 'x' } })).toBe('steps._');
    expect(unsafeTextPath('\u0000')).toBe('_');
  });

  it('lets through ordinary text, accents, emoji (a whole pair) and other types', () => {
    expect(
      unsafeTextPath({ alias: 'Cuenta sueldo 💸 — ñandú', amount: 12, ok: true, none: null, list: ['á'] }),
    ).toBeNull();
    expect(unsafeTextPath(undefined)).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unsafeTextPath(deep)).toMatch(/^0(\.0)+$/);
  });
});
