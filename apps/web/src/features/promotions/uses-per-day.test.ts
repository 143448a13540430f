import { describe, expect, it } from 'vitest';
import { CHART_DAYS, usesPerDay } from './uses-per-day.ts';

describe('uses per day for the chart', () => {
  it('fills the days with no use with zero, over at least two weeks', () => {
    const days = usesPerDay([
      { day: '2026-12-04', uses: 1 },
      { day: '2026-12-02', uses: 2 },
    ]);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ day: '2026-11-21', value: 0 });
    expect(days.slice(-3)).toEqual([
      { day: '2026-12-02', value: 2 },
      { day: '2026-12-03', value: 0 },
      { day: '2026-12-04', value: 1 },
    ]);
  });

  it('keeps the latest days of a long campaign, across a month end, and nothing when unused', () => {
    const days = usesPerDay([
      { day: '2026-01-01', uses: 5 },
      { day: '2026-12-31', uses: 3 },
    ]);
    expect(days).toHaveLength(CHART_DAYS);
    expect(days.at(-1)).toEqual({ day: '2026-12-31', value: 3 });
    expect(days[0]?.day).toBe('2026-11-02');
    expect(usesPerDay([])).toEqual([]);
  });
});
