import { callers, type CallerTable } from '../http/callers.ts';
import type { surveyEndpoints } from './endpoints.ts';

export const surveyCallers = {
  get: callers.customer('ok'),
  answer: callers.customer('ok'),
} satisfies CallerTable<typeof surveyEndpoints>;
