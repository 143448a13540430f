import { callers } from '../http/callers.ts';

export const surveyCallers = {
  get: callers.customer('ok'),
  answer: callers.customer('ok'),
};
