import { caseCode } from '@cambix/contract';

/** A case's code as the officer reads it (the contract draws it from the id). */
export const caseCodeOf = (id: number): string => caseCode(id);
