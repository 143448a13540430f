import { callers, type CallerTable } from '../http/callers.ts';
import type { identityEndpoints } from './endpoints.ts';

export const identityCallers = {
  kycStatus: callers.customer('ok'),
  sendImage: callers.customer('ok'),
  submitStep: callers.customer(403),
} satisfies CallerTable<typeof identityEndpoints>;
