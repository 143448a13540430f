import { AppError } from '../../platform/errors.ts';

const BANK_CODES = new Set(['BANK_NOT_FOUND', 'BANK_NO_COLLECTION_ACCOUNT']);

/**
 * The customer's pricing names the payment bank `bankId`; the partner's form calls it `paymentBankId`, so a
 * refusal about it marks the field the partner sees.
 */
export function onPaymentBankField(error: unknown): never {
  if (error instanceof AppError && BANK_CODES.has(error.code) && error.fields?.bankId !== undefined) {
    throw new AppError(error.code, { fields: { paymentBankId: error.fields.bankId } });
  }
  throw error;
}
