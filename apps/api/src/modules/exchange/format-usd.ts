/** `'1234.5'` → `US$ 1,234.50`: how a refusal names a limit in dollars. */
export function formatUsd(amount: string): string {
  const [whole = '0', cents = ''] = amount.trim().split('.');
  return `US$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0').slice(0, 2)}`;
}
