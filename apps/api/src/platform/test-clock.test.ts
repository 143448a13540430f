import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { createClock } from './test-clock.ts';

describe('the server clock', () => {
  it('is the wall clock without a clock file', () => {
    const now = createClock(undefined);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('adds what the clock file holds, read at every reading', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clock-')), 'offset');
    const now = createClock(file);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    fs.writeFileSync(file, String(16 * 60 * 1000));
    expect(now().getTime() - Date.now()).toBeGreaterThan(15 * 60 * 1000);
    fs.writeFileSync(file, '0');
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('cannot be moved in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        AUTH_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\n...',
        APP_URL: 'https://cambix.pe',
        TEST_CLOCK_FILE: '/tmp/offset',
      }),
    ).toThrow(/TEST_CLOCK_FILE/);
  });
});
