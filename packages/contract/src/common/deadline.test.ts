import { describe, expect, it } from 'vitest';
import { isPast } from './deadline.ts';

const deadline = new Date('2026-11-21T15:00:00.000Z');
const at = (offsetMs: number) => new Date(deadline.getTime() + offsetMs);

describe('a deadline at its exact instant', () => {
  it.each([
    ['a millisecond before', -1, false],
    ['at the exact instant', 0, true],
    ['a millisecond after', 1, true],
  ])('%s it is past: %s', (_case, offset, past) => {
    expect(isPast(deadline, at(offset))).toBe(past);
  });

  it('reads the wire text and milliseconds as the same instant', () => {
    expect(isPast('2026-11-21T15:00:00.000Z', deadline.getTime())).toBe(true);
    expect(isPast(deadline.toISOString(), deadline.getTime() - 1)).toBe(false);
    expect(isPast(deadline.getTime() + 1, '2026-11-21T15:00:00.000Z')).toBe(false);
  });
});
