// Money on screen (house style 7): amounts travel as decimal strings, are read and written by the contract's
// one money module (docs/rules/fees-and-quotes.md#money-text), and are only formatted here; the arithmetic is
// the server's. Soles are written as the server writes them in its messages.
import { isMoney, isPositiveMoney } from '@cambix/contract';

export { formatCurrency, formatSoles } from '@cambix/contract';

/**
 * What a person typed as an amount (`1,500.5`, `1500,50`, `S/ 1 500`), as the wire's decimal string
 * (`1500.50`), or null when it is not an amount with at most two decimals (a third is refused, never cut).
 */
export function parseAmountInput(text: string): string | null {
  let value = text.replace(/S\/|\s/gi, '');
  if (value === '') return null;
  // One comma and no point is a decimal comma (1500,50); otherwise commas group thousands.
  if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  else value = value.replace(/,/g, '');
  if (!/^\d+(\.\d*)?$/.test(value)) return null;
  // A point still being typed (`1500.`) stands for the whole amount.
  const [whole = '', decimals = ''] = value.split('.');
  const amount = `${whole.replace(/^0+(?=\d)/, '')}${decimals === '' ? '' : `.${decimals.padEnd(2, '0')}`}`;
  return isMoney(amount) ? amount : null;
}

/** Whether a decimal string is above zero. */
export const isPositiveAmount = (amount: string | null): amount is string =>
  amount !== null && isPositiveMoney(amount);

/**
 * An amount as it is being typed, with its thousands grouped as the app shows amounts (es-PE:
 * `12,500.50`), and where the caret goes so it stays after the same digit. Commas group, the point is
 * the decimal separator; a comma typed where a point would go (`1500,` ) is taken as the point, until a
 * third digit after it shows it grouped thousands (`1,500`). Other characters are dropped.
 */
export function groupAmountTyping(
  typed: string,
  caret: number = typed.length,
  previous?: string,
): { text: string; caret: number } {
  let text = typed;
  const typedComma =
    previous !== undefined &&
    typed.length === previous.length + 1 &&
    typed.charAt(caret - 1) === ',' &&
    !typed.includes('.');
  if (typedComma) text = `${typed.slice(0, caret - 1)}.${typed.slice(caret)}`;
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  // A second point is dropped, not read as part of the decimals.
  const afterPoint = point === -1 ? null : kept.slice(point + 1).replace(/\./g, '');
  // Amounts have two decimals at most: three digits after the separator mean it grouped thousands.
  const isGrouping = afterPoint?.length === 3;
  const whole =
    point === -1 ? kept : isGrouping ? `${kept.slice(0, point)}${afterPoint}` : kept.slice(0, point);
  const decimals = isGrouping ? null : afterPoint;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const result = decimals === null ? grouped : `${grouped}.${decimals}`;

  // The digits before the caret, and the point when it is kept and before it.
  const typedBefore = text.slice(0, caret);
  const before =
    typedBefore.replace(/\D/g, '').length + (decimals !== null && typedBefore.includes('.') ? 1 : 0);

  let position = 0;
  for (let seen = 0; position < result.length && seen < before; position += 1) {
    if (result.charAt(position) !== ',') seen += 1;
  }
  return { text: result, caret: position };
}
