import { describe, expect, it } from 'vitest';
import { MAX_ID, idParams, rowId, rowIdParam } from './ids.ts';

describe('the contract id schema', () => {
  it('takes ids from 1 to the largest PostgreSQL integer, in a body and as text', () => {
    expect(rowId().parse(1)).toBe(1);
    expect(rowId().parse(MAX_ID)).toBe(2_147_483_647);
    expect(rowIdParam().parse('2147483647')).toBe(MAX_ID);
  });

  it('refuses ids above 2^31 - 1, zero, negatives, fractions and anything not written as digits', () => {
    for (const bad of [2_147_483_648, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, '7']) {
      expect(rowId('Cuenta no válida.').safeParse(bad).error?.issues[0]?.message).toBe('Cuenta no válida.');
    }
    for (const bad of ['2147483648', '9999999999', '0', '01', '-1', '1.5', '1e3', ' 7', '']) {
      expect(rowIdParam('Cuenta no válida.').safeParse(bad).error?.issues[0]?.message).toBe(
        'Cuenta no válida.',
      );
    }
  });

  it('declares every id path segment in one shape, named as the path names it', () => {
    const params = idParams('userId', 'Usuario no válido.');
    expect(params.parse({ userId: '42' })).toEqual({ userId: 42 });
    expect(params.safeParse({ userId: '042' }).error?.issues[0]).toMatchObject({
      path: ['userId'],
      message: 'Usuario no válido.',
    });
  });
});
