/**
 * `'80000.5'` → `S/ 80,000.50`: the one way an amount in soles is written for a person, in the server's
 * messages and mails and on every screen. It reads the decimal text itself, so no float rounds it.
 */
export function formatSoles(amount: string): string {
  const [whole = '0', cents = ''] = amount.trim().split('.');
  return `S/ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0').slice(0, 2)}`;
}
