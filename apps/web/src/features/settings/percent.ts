/**
 * A commission percentage as typed (`4`, `4.5`, `4,50`) in the wire's form with two decimals (`4.50`),
 * or null when it is not one. Text only: no float arithmetic on the value.
 */
export function normalizePercent(text: string): string | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = String(Number(match[1]));
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}
