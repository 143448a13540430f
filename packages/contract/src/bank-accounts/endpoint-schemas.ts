import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { bankAccountEndpoints } from './endpoints.ts';
import { bankAccount, bankAccountIdParams, bankAccountRequest, deletedBankAccount } from './schemas.ts';

export const bankAccountSchemas = {
  save: { body: bankAccountRequest, response: bankAccount },
  list: { response: z.array(bankAccount) },
  remove: { params: bankAccountIdParams, response: deletedBankAccount },
  confirm: { params: bankAccountIdParams, response: bankAccount },
} satisfies EndpointSchemas<typeof bankAccountEndpoints>;
