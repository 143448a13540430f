import { useCallback, useEffect, useRef, useState } from 'react';

/** What a live check learned about one value. */
export type LiveCheckOutcome<T> =
  | { status: 'ok'; result: T }
  /** The server refused the value; `message` is its Spanish text. */
  | { status: 'refused'; message: string }
  /** The check could not run (network, rate limit): the server decides on submit. */
  | { status: 'unavailable' };

export type LiveCheckState<T> = LiveCheckOutcome<T> | { status: 'idle' } | { status: 'checking' };

/** A check: resolves with the outcome for `value`; must be a stable (module-level) function. */
export type LiveCheckFn<T> = (value: string, signal: AbortSignal) => Promise<LiveCheckOutcome<T>>;

/**
 * Checks a field's value with the server while the person types: debounced, cancelled when the value
 * changes, each answer remembered per value so going back and forth asks once.
 */
export function useLiveCheck<T>(value: string, enabled: boolean, check: LiveCheckFn<T>, delayMs = 450) {
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, LiveCheckOutcome<T>>>(() => new Map());
  const pending = useRef<{
    value: string;
    promise: Promise<LiveCheckOutcome<T>>;
    controller: AbortController;
  } | null>(null);

  const run = useCallback(
    (target: string): Promise<LiveCheckOutcome<T>> => {
      if (pending.current?.value === target) return pending.current.promise;
      pending.current?.controller.abort();
      const controller = new AbortController();
      const promise = check(target, controller.signal).then((outcome) => {
        if (!controller.signal.aborted) {
          setOutcomes((current) => new Map(current).set(target, outcome));
          if (pending.current?.controller === controller) pending.current = null;
        }
        return outcome;
      });
      pending.current = { value: target, promise, controller };
      return promise;
    },
    [check],
  );

  const known = outcomes.get(value);
  const hasAnswer = known !== undefined && known.status !== 'unavailable';

  useEffect(() => {
    if (!enabled || hasAnswer) return;
    const timer = window.setTimeout(() => void run(value).catch(() => undefined), delayMs);
    return () => {
      window.clearTimeout(timer);
      if (pending.current && pending.current.value !== value) {
        pending.current.controller.abort();
        pending.current = null;
      }
    };
  }, [value, enabled, hasAnswer, run, delayMs]);

  const state: LiveCheckState<T> = !enabled ? { status: 'idle' } : (known ?? { status: 'checking' });

  /** The outcome for the current value now, without waiting for the debounce. */
  const flush = useCallback(async (): Promise<LiveCheckState<T>> => {
    if (!enabled) return { status: 'idle' };
    const cached = outcomes.get(value);
    if (cached && cached.status !== 'unavailable') return cached;
    return run(value).catch((): LiveCheckOutcome<T> => ({ status: 'unavailable' }));
  }, [enabled, outcomes, value, run]);

  return { state, flush };
}
