import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableValue } from './use-stable-value.ts';

describe('useStableValue', () => {
  it('keeps the first object while a new one is equal, so a memoized field skips the render', () => {
    const { result, rerender } = renderHook(({ errors }) => useStableValue(errors), {
      initialProps: { errors: { fundsOrigin: 'Elige el origen de los fondos.' } as Record<string, string> },
    });
    const first = result.current;
    rerender({ errors: { fundsOrigin: 'Elige el origen de los fondos.' } });
    expect(result.current).toBe(first);
  });

  it('gives the new value as soon as it differs', () => {
    const { result, rerender } = renderHook(({ errors }) => useStableValue(errors), {
      initialProps: { errors: {} as Record<string, string> },
    });
    const first = result.current;
    rerender({ errors: { facturaRuc: 'El RUC no es válido.' } });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({ facturaRuc: 'El RUC no es válido.' });
  });
});
