// Money text, read and written in one place for the web and the API (docs/rules/fees-and-quotes.md#money-text):
// a decimal string with at most two decimals on the wire, whole céntimos in a bigint for arithmetic. A third
// decimal is refused, never cut or rounded; nothing here goes through a float.

/** Whole céntimos. */
export type Cents = bigint;

/** An amount as the wire carries it: up to 12 whole digits (numeric(14,2)), a point and one or two decimals. */
export const MONEY_TEXT = /^\d{1,12}(\.\d{1,2})?$/;
/** The same with a leading minus: a balance, a net figure, a stored signed amount. */
export const SIGNED_MONEY_TEXT = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Text that is not money: the message says what was given and what an amount looks like. */
export class MoneyTextError extends Error {
  constructor(
    readonly text: string,
    expected: string,
  ) {
    super(`"${text}" is not an amount: ${expected}`);
    this.name = 'MoneyTextError';
  }
}

function whyNotMoney(text: string, signed: boolean): string {
  const trimmed = text.trim();
  if (trimmed === '') return 'it is empty';
  if (/\.\d{3,}$/.test(trimmed)) return 'at most two decimals; a third is never cut';
  if (!signed && trimmed.startsWith('-')) return 'it may not be negative';
  if (/^-?\d{13,}/.test(trimmed)) return 'at most 12 whole digits';
  return 'digits, then optionally a point and one or two decimals, as in 1500.50';
}

/**
 * A decimal text as an integer of `decimals` places: `parseDecimal('3.7', 4)` → 37000n. Spaces around it are
 * ignored; anything but digits with at most `decimals` decimals (and a leading minus when `signed`) is refused
 * with MoneyTextError, never cut. Rates use it with four places; money with two, through parseMoney.
 */
export function parseDecimal(text: string, decimals: number, { signed = false } = {}): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  const fraction = match?.[3] ?? '';
  if (!match || (match[1] === '-' && !signed) || fraction.length > decimals)
    throw new MoneyTextError(text, `digits with at most ${decimals} decimals; more are never cut`);
  const value = BigInt(match[2]! + fraction.padEnd(decimals, '0'));
  return match[1] === '-' ? -value : value;
}

/** An integer of `decimals` places as text: `formatDecimal(37000n, 4)` → `'3.7000'`. */
export function formatDecimal(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const text = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

/** `'1234.5'` → `123450n`. The one reading of a non-negative amount; anything else throws MoneyTextError. */
export function parseMoney(text: string): Cents {
  if (!MONEY_TEXT.test(text.trim())) throw new MoneyTextError(text, whyNotMoney(text, false));
  return parseDecimal(text, 2);
}

/** `'-1234.5'` → `-123450n`: a balance or a net figure, which may be below zero. */
export function parseSignedMoney(text: string): Cents {
  if (!SIGNED_MONEY_TEXT.test(text.trim())) throw new MoneyTextError(text, whyNotMoney(text, true));
  return parseDecimal(text, 2, { signed: true });
}

/** Whether parseMoney takes the text. */
export const isMoney = (text: string): boolean => MONEY_TEXT.test(text.trim());

/** The céntimos of money text, or null when it is not money: for a check that runs after its field failed. */
export const moneyOrNull = (text: string): Cents | null => (isMoney(text) ? parseMoney(text) : null);

/** Whether the text is money above zero. */
export const isPositiveMoney = (text: string): boolean => (moneyOrNull(text) ?? 0n) > 0n;

/** A range of amounts is in order unless both ends are money and the first is above the second. */
export function amountsInOrder(min: string | null | undefined, max: string | null | undefined): boolean {
  const [low, high] = [min ? moneyOrNull(min) : null, max ? moneyOrNull(max) : null];
  // Stryker disable next-line ConditionalExpression: were it false, `null <= high` is true too (money is never below 0)
  if (low === null) return true;
  return high === null || low <= high;
}

// Stryker disable next-line EqualityOperator: `>=` answers a for equal amounts, which is b
export const maxOf = (a: Cents, b: Cents): Cents => (a > b ? a : b);
// Stryker disable next-line EqualityOperator: `<=` answers a for equal amounts, which is b
export const minOf = (a: Cents, b: Cents): Cents => (a < b ? a : b);

/** `123450n` → `'1234.50'`: money as the wire carries it. */
export const formatMoney = (cents: Cents): string => formatDecimal(cents, 2);

/** The sum of signed amounts, exact to the céntimo: `['0.10', '0.20']` → `'0.30'`. */
export const sumAmounts = (amounts: readonly string[]): string =>
  formatMoney(amounts.reduce((total, amount) => total + parseSignedMoney(amount), 0n));

/** `'-80000.5'` → `-80,000.50`: thousands grouped, two decimals, read from the text (es-PE). */
export const formatAmount = (amount: string): string =>
  // A comma before each three whole digits counted back from the point; never after a minus (no \B there).
  formatMoney(parseSignedMoney(amount)).replace(/\B(?=(\d{3})+\.)/g, ',');

const SYMBOL = { PEN: 'S/', USD: 'US$' } as const;

/** `'1500.5', 'USD'` → `US$ 1,500.50`; `'-20', 'PEN'` → `-S/ 20.00`. es-PE writes dollars "USD"; people here read "US$". */
export function formatCurrency(amount: string, currency: keyof typeof SYMBOL): string {
  const text = formatAmount(amount);
  return text.startsWith('-') ? `-${SYMBOL[currency]} ${text.slice(1)}` : `${SYMBOL[currency]} ${text}`;
}

/**
 * `'80000.5'` → `S/ 80,000.50`: the one way an amount in soles is written for a person, in the server's
 * messages and mails and on every screen.
 */
export const formatSoles = (amount: string): string => formatCurrency(amount, 'PEN');
