// SUNAT's legend 1000 (catalog 52): the total in Spanish words, e.g. "SON: CIENTO VEINTE Y 50/100 SOLES"
// (docs/rules/receipts.md#amount-in-words).

const UNITS = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const TEENS = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
];
const TWENTIES = [
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function belowHundred(n: number): string {
  if (n < 10) return UNITS[n] ?? '';
  if (n < 20) return TEENS[n - 10] ?? '';
  if (n < 30) return TWENTIES[n - 20] ?? '';
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${tens} y ${UNITS[unit] ?? ''}`;
}

function belowThousand(n: number): string {
  if (n === 100) return 'cien';
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? '';
  const rest = belowHundred(n % 100);
  return [hundreds, rest].filter(Boolean).join(' ');
}

/** "uno" before a noun (mil, millones) is "un": veintiún mil, treinta y un millones. */
const apocope = (words: string) => words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');

function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = belowThousand(n % 1000);
  if (thousands === 0) return rest;
  const head = thousands === 1 ? 'mil' : `${apocope(belowThousand(thousands))} mil`;
  return [head, rest].filter(Boolean).join(' ');
}

/** A whole number from 0 to 999 999 999 999 in Spanish words, lower case. */
export function spanishWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`not a supported amount: ${n}`);
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1e6);
  const rest = belowMillion(n % 1e6);
  if (millions === 0) return rest;
  const head = millions === 1 ? 'un millón' : `${apocope(belowMillion(millions))} millones`;
  return [head, rest].filter(Boolean).join(' ');
}

const CURRENCY_WORDS = { PEN: 'SOLES', USD: 'DÓLARES AMERICANOS' } as const;

/** A money string ("120.50") as SUNAT's legend: "SON: CIENTO VEINTE Y 50/100 SOLES". */
export function amountInWords(amount: string, currency: keyof typeof CURRENCY_WORDS): string {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new RangeError(`not a money amount: ${amount}`);
  const [, whole = '0', cents = '00'] = match;
  return `SON: ${spanishWords(Number(whole)).toUpperCase()} Y ${cents}/100 ${CURRENCY_WORDS[currency]}`;
}
