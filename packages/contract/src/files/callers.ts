import { callers, type CallerTable } from '../http/callers.ts';
import type { fileEndpoints } from './endpoints.ts';

export const fileCallers = {
  // The signed token in the path is the credential; who holds it does not matter.
  open: callers.open(),
} satisfies CallerTable<typeof fileEndpoints>;
