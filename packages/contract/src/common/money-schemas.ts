import { z } from 'zod';
import { MONEY_TEXT, SIGNED_MONEY_TEXT } from './money.ts';

/** A decimal amount as the wire carries money: digits, an optional point and up to two decimals. */
export const decimalString = z
  .string()
  .regex(MONEY_TEXT, 'Usa un monto con hasta dos decimales, por ejemplo 1500.50.');

/**
 * An amount as a `numeric` column stores it, sign included: what responses read back from stored rows
 * use, so a row written before a rule existed is shown as it is instead of breaking its whole list.
 */
export const storedAmount = z.string().regex(SIGNED_MONEY_TEXT);

export const percentString = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Usa un porcentaje con hasta dos decimales, por ejemplo 4.50.');
