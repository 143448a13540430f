import { describe, expect, it } from 'vitest';
import { isPathUnder } from './path-under.ts';

describe('isPathUnder', () => {
  it('holds for the base itself and a whole segment under it, not for a longer name', () => {
    expect(isPathUnder('/externo', '/externo')).toBe(true);
    expect(isPathUnder('/externo/', '/externo')).toBe(true);
    expect(isPathUnder('/externo/ordenes', '/externo')).toBe(true);
    expect(isPathUnder('/externos', '/externo')).toBe(false);
    expect(isPathUnder('/exte', '/externo')).toBe(false);
    expect(isPathUnder('/dashboard/externo', '/externo')).toBe(false);
  });
});
