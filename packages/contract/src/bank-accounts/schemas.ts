import { z } from 'zod';

export const currency = z.enum(['PEN', 'USD']);
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
});
export type BankAccount = z.infer<typeof bankAccount>;
