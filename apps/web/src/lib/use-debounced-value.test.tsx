import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

const DELAY_MS = 400;

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (first: { amount: string }) =>
    renderHook(({ value }) => useDebouncedValue(value, DELAY_MS), { initialProps: { value: first } });

  it('answers a new value only once it stayed the same for the delay', () => {
    const { result, rerender } = setup({ amount: '1' });
    rerender({ value: { amount: '10' } });
    act(() => {
      vi.advanceTimersByTime(DELAY_MS - 1);
    });
    expect(result.current).toEqual({ amount: '1' });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ amount: '10' });
  });

  it('restarts the wait when the value changes before the delay', () => {
    const { result, rerender } = setup({ amount: '1' });
    rerender({ value: { amount: '10' } });
    act(() => {
      vi.advanceTimersByTime(DELAY_MS - 1);
    });
    rerender({ value: { amount: '100' } });
    act(() => {
      vi.advanceTimersByTime(DELAY_MS - 1);
    });
    expect(result.current).toEqual({ amount: '1' });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ amount: '100' });
  });

  // A form redrawn by anything else (a countdown, a socket) hands a new object equal to the last one.
  it('does not restart the wait for a new object equal to the value', () => {
    const { result, rerender } = setup({ amount: '1' });
    rerender({ value: { amount: '10' } });
    act(() => {
      vi.advanceTimersByTime(DELAY_MS - 1);
    });
    rerender({ value: { amount: '10' } });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ amount: '10' });
  });
});
