import { endpoint, withCallers } from '@cambix/contract';
import { callers } from '@cambix/contract/callers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLog } from '../../../test/support/captured-log.ts';
import { buildTestApp } from '../../../test/support/test-app.ts';
import { defineRoute } from './route.ts';

const { quick, slow } = withCallers(
  { quick: callers.open(), slow: callers.open() },
  {
    quick: endpoint<{ response: { ok: true } }>('GET', '/api/test/quick'),
    slow: endpoint<{ response: { ok: true } }>('GET', '/api/test/slow'),
  },
);
const ok = { response: z.object({ ok: z.literal(true) }) };

async function appLoggingAt(level: string) {
  const captured = captureLog(level);
  const t = await buildTestApp({
    log: captured.log,
    config: { slowRequestMs: 1000 },
    routes(app, ctx) {
      defineRoute(app, ctx, quick, ok, { handler: async () => ({ ok: true as const }) });
      defineRoute(app, ctx, slow, ok, {
        handler: async () => {
          await new Promise((resolve) => setTimeout(resolve, 1050));
          return { ok: true as const };
        },
      });
    },
  });
  const messages = () =>
    captured.lines().map((line) => [line.level, line.msg, (line.req as { url?: string })?.url]);
  return { t, messages };
}

describe('the request log', () => {
  let info: Awaited<ReturnType<typeof appLoggingAt>>;
  let debug: Awaited<ReturnType<typeof appLoggingAt>>;
  beforeAll(async () => {
    info = await appLoggingAt('info');
    debug = await appLoggingAt('debug');
  });
  afterAll(async () => {
    await info.t.close();
    await debug.t.close();
  });

  it('at info, says nothing of a quick answer and warns of a slow one', async () => {
    expect((await info.t.app.inject({ method: 'GET', url: '/api/test/quick' })).statusCode).toBe(200);
    expect(info.messages()).toEqual([]);
    expect((await info.t.app.inject({ method: 'GET', url: '/api/test/slow' })).statusCode).toBe(200);
    expect(info.messages()).toEqual([[40, 'slow request', '/api/test/slow']]);
  });

  it('at debug, logs every answer once', async () => {
    await debug.t.app.inject({ method: 'GET', url: '/api/test/quick' });
    expect(debug.messages()).toEqual([
      [20, 'incoming request', '/api/test/quick'],
      [20, 'request completed', '/api/test/quick'],
    ]);
  });
});
