import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import { bankIdParams } from '../settings/admin-schemas.ts';
import type { bankEndpoints } from './endpoints.ts';
import { bank, commission, paymentBankStep } from './schemas.ts';

export const bankSchemas = {
  list: { response: z.array(bank) },
  commissions: { response: z.array(commission) },
  paymentSteps: { response: z.array(paymentBankStep) },
  logo: { params: bankIdParams, response: z.string() },
} satisfies EndpointSchemas<typeof bankEndpoints>;
