import fs from 'node:fs';

/**
 * The server's clock. End-to-end tests move it (decision 124): with `TEST_CLOCK_FILE` set, every reading
 * adds the milliseconds that file holds (missing or unreadable: none), so a test can let a rate lock run out
 * without waiting. Without it, the wall clock.
 */
export function createClock(offsetFile: string | undefined): () => Date {
  if (!offsetFile) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(fs.readFileSync(offsetFile, 'utf8').trim()) || 0;
    } catch {
      // No file yet: the clock is not moved.
    }
    return new Date(Date.now() + offset);
  };
}
