import fs from 'node:fs';
import path from 'node:path';

// serve.mjs gives the app under test this file as its clock offset (decision 124).
const offsetFile = path.resolve(
  import.meta.dirname,
  '../.data',
  process.env.E2E_PORT ?? '4321',
  'clock-offset',
);

/** Moves the server's clock forward by `ms` from now on; `resetServerClock` puts it back. */
export function moveServerClock(ms: number): void {
  fs.writeFileSync(offsetFile, String(ms));
}

export function resetServerClock(): void {
  fs.rmSync(offsetFile, { force: true });
}
