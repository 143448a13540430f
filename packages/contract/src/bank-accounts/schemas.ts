import { z } from 'zod';
import { idParams, rowId } from '../common/ids.ts';

export const currency = z.enum(['PEN', 'USD'], { error: 'Elige la moneda.' });
export type Currency = z.infer<typeof currency>;

/** A customer's own bank account, as the customer and staff see it. */
export const bankAccount = z.object({
  id: z.number().int(),
  bank: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  accountType: z.object({ id: z.number().int(), name: z.string() }),
  currency,
  accountNumber: z.string(),
  cci: z.string().nullable(),
  alias: z.string().nullable(),
  isProvincia: z.boolean(),
  /** False while an account added through an order link waits for the customer's confirmation (decision 072). */
  confirmed: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccount>;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/**
 * An account as the customer enters it (docs/rules/banks-and-accounts.md#customer-accounts). The rules that
 * need the catalogue (number length per bank and type, CCI prefix and check digits, CCI required where Cambix
 * has no account) and the holder declaration are checked by the server, each with its own error code.
 */
export const bankAccountFields = {
  bankId: rowId('Elige un banco.'),
  accountTypeId: rowId('Elige el tipo de cuenta.'),
  currency,
  accountNumber: z
    .string({ error: 'Ingresa el número de cuenta.' })
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .min(1, 'Ingresa el número de cuenta.')
        .regex(/^\d{1,30}$/, 'Usa solo números.'),
    ),
  cci: z
    .string()
    .nullish()
    .transform((value) => (value ? digitsOnly(value) : null))
    .refine((value) => value === null || /^\d{1,30}$/.test(value), 'Usa solo números.'),
  alias: z
    .string()
    .trim()
    .max(40, 'Usa como máximo 40 caracteres.')
    .nullish()
    .transform((value) => value || null),
  isProvincia: z.boolean().default(false),
  /** The customer declares they are the account holder (third-party accounts are refused). */
  holderDeclaration: z.boolean({ error: 'Confirma que eres el titular de la cuenta.' }),
};

export const bankAccountRequest = z.object({
  /** Present when editing one of the customer's accounts. */
  id: rowId('Cuenta no válida.').optional(),
  ...bankAccountFields,
});
export type BankAccountRequest = z.input<typeof bankAccountRequest>;
export type BankAccountInput = z.output<typeof bankAccountRequest>;

export const bankAccountIdParams = idParams('id', 'Cuenta no válida.');
export type BankAccountIdParams = z.input<typeof bankAccountIdParams>;

export const deletedBankAccount = z.object({ id: z.number().int() });
export type DeletedBankAccount = z.infer<typeof deletedBankAccount>;
