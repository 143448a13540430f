import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { bankEndpoints } from './endpoints.ts';
import { bank, commission, paymentBankStep } from './schemas.ts';

export const bankSchemas = {
  list: { response: z.array(bank) },
  commissions: { response: z.array(commission) },
  paymentSteps: { response: z.array(paymentBankStep) },
} satisfies EndpointSchemas<typeof bankEndpoints>;
