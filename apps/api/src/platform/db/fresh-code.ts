import { uniqueViolation } from './errors.ts';

/** Runs of one write whose drawn code is taken: with 31^8 codes, a fifth collision in a row is a bug to see. */
export const CODE_ATTEMPTS = 5;

/**
 * Order and link codes are drawn at random and a unique index refuses a repeat. `write` draws a code and
 * writes it; when the index named `constraint` refuses it, the whole write runs again with a new draw (on
 * PostgreSQL the violation aborted its transaction, which has rolled back), up to CODE_ATTEMPTS runs. Any
 * other error, and the last collision, reach the caller.
 */
export async function withFreshCode<T>(constraint: string, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= CODE_ATTEMPTS || uniqueViolation(error) !== constraint) throw error;
    }
  }
}
