// The reconciliation's explanation adds its lines up for the eye (Σ bank-only − Σ Cambix-only = the
// server's difference, docs/rules/finance-reports.md#reconciliation): in cents, never in floats.

const toCents = (amount: string): bigint => {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', decimals = ''] = text.replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt(decimals.padEnd(2, '0').slice(0, 2) || '0');
  return negative ? -cents : cents;
};

const fromCents = (cents: bigint): string => {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const whole = magnitude / 100n;
  const rest = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${rest}`;
};

/** The sum of signed decimal strings, as a decimal string with two decimals. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));
}
