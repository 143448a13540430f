// A datetime-local field is read and written as Lima's wall clock (UTC−5 all year, no daylight saving).

/** `2026-12-01T09:30` typed in Lima, as an instant on the wire; empty stays empty. */
export const limaInputToIso = (value: string): string | null => (value ? `${value}:00-05:00` : null);

/** An instant as a datetime-local value in Lima. */
export const isoToLimaInput = (iso: string): string =>
  new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(0, 16);
