import type { SummaryQuery } from '@cambix/contract';

/** Cache keys of Resumen (house style 10); every finance screen's keys start with `finance`. */
export const summaryKeys = {
  all: ['finance', 'summary'] as const,
  detail: (query: SummaryQuery) => [...summaryKeys.all, query] as const,
};
