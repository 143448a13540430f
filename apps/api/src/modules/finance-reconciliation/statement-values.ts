import type { StatementMapping } from '@cambix/contract';
import { isMoney, parseMoney, type Cents } from '../../platform/money.ts';

// The values of a statement's cells as banks print them (docs/rules/finance-reports.md#reconciliation).

type DateFormat = StatementMapping['dateFormat'];
type DecimalSeparator = StatementMapping['decimalSeparator'];

/** Some banks add the hour to the date: "05/11/2026 14:32" or "2026-11-05T14:32:10". */
const TIME = String.raw`(?:[T\s]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?\s*m\.?)?)?`;
const DATE_PATTERNS: Record<
  DateFormat,
  { pattern: RegExp; order: ['d' | 'm' | 'y', 'd' | 'm' | 'y', 'd' | 'm' | 'y'] }
> = {
  'DD/MM/YYYY': {
    pattern: new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4})${TIME}$`, 'i'),
    order: ['d', 'm', 'y'],
  },
  'DD-MM-YYYY': {
    pattern: new RegExp(String.raw`^(\d{1,2})-(\d{1,2})-(\d{4})${TIME}$`, 'i'),
    order: ['d', 'm', 'y'],
  },
  'YYYY-MM-DD': {
    pattern: new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`, 'i'),
    order: ['y', 'm', 'd'],
  },
  'MM/DD/YYYY': {
    pattern: new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4})${TIME}$`, 'i'),
    order: ['m', 'd', 'y'],
  },
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The calendar day ('2026-11-05') a cell names in the format, or null when it names none. */
export function parseStatementDate(text: string, format: DateFormat): string | null {
  const { pattern, order } = DATE_PATTERNS[format];
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const parts = { d: 0, m: 0, y: 0 };
  order.forEach((part, index) => {
    parts[part] = Number(match[index + 1]);
  });
  const { d, m, y } = parts;
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

const CURRENCY = /^(?:S\/\.?|US\$|\$|PEN|USD)/i;

/**
 * A signed amount in céntimos: "1,234.56" or "1.234,56" (by the decimal separator), thousands grouped by
 * the other one or an apostrophe, negative with a leading or trailing minus or in parentheses, an optional
 * currency sign. Null when it is none of that; '' is not an amount either (the caller decides what a
 * blank means).
 */
export function parseStatementAmount(text: string, decimalSeparator: DecimalSeparator): Cents | null {
  let value = text.replace(/\s+/g, '').replace(CURRENCY, '');
  let negative = false;
  if (value.startsWith('(') && value.endsWith(')')) {
    negative = true;
    value = value.slice(1, -1).replace(CURRENCY, '');
  }
  const sign = /^[-+]/.exec(value)?.[0] ?? (value.endsWith('-') ? 'trailing' : null);
  if (sign !== null) {
    // One sign at most: "(-100)" or "-100-" is not an amount a bank prints.
    if (sign !== '+' && negative) return null;
    negative ||= sign !== '+';
    value = (sign === 'trailing' ? value.slice(0, -1) : value.slice(1)).replace(CURRENCY, '');
  }
  const thousands = decimalSeparator === '.' ? ',' : '.';
  value = value.replace(/['’]/g, thousands);
  const escapedThousands = thousands === '.' ? String.raw`\.` : ',';
  const escapedDecimal = decimalSeparator === '.' ? String.raw`\.` : ',';
  const match = new RegExp(
    String.raw`^(\d{1,3}(?:${escapedThousands}\d{3})+|\d+)(?:${escapedDecimal}(\d{1,2}))?$`,
  ).exec(value);
  if (!match) return null;
  // The bank's way of writing it, rewritten as the wire's and read by the one money reader.
  const whole = match[1]!
    .split(thousands)
    .join('')
    .replace(/^0+(?=\d)/, '');
  const plain = match[2] === undefined ? whole : `${whole}.${match[2]}`;
  if (!isMoney(plain)) return null;
  const cents = parseMoney(plain);
  return negative ? -cents : cents;
}

/**
 * An operation number as both sides compare it: spaces and leading zeros dropped, letters in capitals
 * (banks print "00012345", staff type "12345"). Null when nothing is left.
 */
export function operationKey(text: string | null): string | null {
  if (text === null) return null;
  const key = text.replace(/\s+/g, '').replace(/^0+/, '').toUpperCase();
  return key === '' ? null : key;
}

/** '2026-11-05' → days since 1970-01-01, to compare and step dates without time zones. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
