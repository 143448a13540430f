import { callers } from '../http/callers.ts';

export const identityCallers = {
  kycStatus: callers.customer('ok'),
  sendImage: callers.customer('ok'),
  submitStep: callers.customer(403),
};
