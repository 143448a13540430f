// Money on screen (house style 7): amounts travel as decimal strings and are only formatted here; the
// arithmetic is the server's. Soles are written as the server writes them in its messages.
export { formatSoles } from '@cambix/contract';

const SYMBOL = { PEN: 'S/', USD: 'US$' } as const;
// es-PE writes dollars as "USD"; people here read "US$".
const decimal = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `'1500.5', 'USD'` → `US$ 1,500.50`; `'-20', 'PEN'` → `-S/ 20.00`. */
export function formatMoney(amount: string, currency: 'PEN' | 'USD'): string {
  const negative = amount.trim().startsWith('-');
  const magnitude = amount.trim().replace(/^[-+]/, '');
  return `${negative ? '-' : ''}${SYMBOL[currency]} ${decimal.format(Number(magnitude))}`;
}

/**
 * What a person typed as an amount (`1,500.5`, `1500,50`, `S/ 1 500`), as the wire's decimal string
 * (`1500.50`), or null when it is not an amount with at most two decimals.
 */
export function parseAmountInput(text: string): string | null {
  let value = text.replace(/S\/|\s/gi, '');
  if (value === '') return null;
  // One comma and no point is a decimal comma (1500,50); otherwise commas group thousands.
  if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  else value = value.replace(/,/g, '');
  if (!/^\d{1,12}(\.\d{0,2})?$/.test(value)) return null;
  const [whole = '0', decimals = ''] = value.split('.');
  const normalizedWhole = whole.replace(/^0+(?=\d)/, '');
  return decimals === '' ? normalizedWhole : `${normalizedWhole}.${decimals.padEnd(2, '0')}`;
}

/** Whether a decimal string is above zero. */
export const isPositiveAmount = (amount: string | null): amount is string =>
  amount !== null && Number(amount) > 0;
