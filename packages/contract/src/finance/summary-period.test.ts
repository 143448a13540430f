import { describe, expect, it } from 'vitest';
import { comparedPeriodText, previousPeriodText } from './summary-period.ts';

const previous = (from: string, to: string, cut: { until: string; lastDay: string } | null) => ({
  from,
  to,
  cut,
  totals: {} as never,
});

describe('comparedPeriodText', () => {
  it.each([
    [previous('2026-11', '2026-11', null), 'Comparado con noviembre 2026'],
    [previous('2026-09', '2026-11', null), 'Comparado con septiembre 2026 – noviembre 2026'],
    // 10:15 in Lima is 15:15 UTC.
    [
      previous('2026-11', '2026-11', { until: '2026-11-03T15:15:00.000Z', lastDay: '2026-11-03' }),
      'Comparado con el 1 al 3 de noviembre de 2026, hasta las 10:15',
    ],
    [
      previous('2026-11', '2026-11', { until: '2026-11-01T05:00:00.000Z', lastDay: '2026-11-01' }),
      'Comparado con el 1 de noviembre de 2026, hasta las 00:00',
    ],
    [
      previous('2026-09', '2026-11', { until: '2026-11-03T15:15:00.000Z', lastDay: '2026-11-03' }),
      'Comparado con el 1 de septiembre al 3 de noviembre de 2026, hasta las 10:15',
    ],
    [
      previous('2025-12', '2026-02', { until: '2026-02-28T23:00:00.000Z', lastDay: '2026-02-28' }),
      'Comparado con el 1 de diciembre de 2025 al 28 de febrero de 2026, hasta las 18:00',
    ],
  ])('%#', (input, text) => {
    expect(comparedPeriodText(input)).toBe(text);
  });
});

describe('previousPeriodText', () => {
  it('names the period without the article, for a label', () => {
    expect(previousPeriodText(previous('2026-10', '2026-10', null))).toBe('octubre 2026');
    expect(
      previousPeriodText(
        previous('2026-10', '2026-10', { until: '2026-10-21T15:00:00.000Z', lastDay: '2026-10-21' }),
      ),
    ).toBe('1 al 21 de octubre de 2026, hasta las 10:00');
  });
});
