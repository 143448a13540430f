import { userEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '../../test/msw.ts';
import { mockEndpoint, rawReply } from '../../test/mock-endpoint.ts';
import { apiCall } from './api-client.ts';
import {
  MAX_ROUND_TRIP_MS,
  MIN_OFFSET_MS,
  learnServerTime,
  resetServerClock,
  serverNow,
} from './server-clock.ts';

const server = setupApiServer();

// Half a second past a whole second: an answer's `Date` (whole seconds) read at its middle lands on whole ms.
const ASKED_AT = Date.UTC(2026, 11, 5, 15, 0, 0, 500);

/** An API answer sent at `serverMs` (its `Date` is that second), stored by no cache unless `cacheControl` says. */
const answer = (serverMs: number, cacheControl = 'no-store') =>
  new Response('{}', {
    headers: { date: new Date(serverMs).toUTCString(), 'cache-control': cacheControl },
  });

/** What serverNow says when our clock reads ASKED_AT. */
function offsetLearnt(): number {
  vi.spyOn(Date, 'now').mockReturnValue(ASKED_AT);
  return serverNow() - ASKED_AT;
}

describe('the server’s clock (decision 215)', () => {
  afterEach(resetServerClock);

  it('follows a server clock ahead of ours by the smallest offset it trusts, and not by less', () => {
    learnServerTime(answer(ASKED_AT + MIN_OFFSET_MS - 500), ASKED_AT, ASKED_AT);
    expect(offsetLearnt()).toBe(MIN_OFFSET_MS);
    // The same answer a millisecond later in our clock's middle: 1 ms less, within the reading's error.
    learnServerTime(answer(ASKED_AT + MIN_OFFSET_MS - 500), ASKED_AT, ASKED_AT + 2);
    expect(offsetLearnt()).toBe(0);
  });

  it('follows a server clock behind ours', () => {
    learnServerTime(answer(ASKED_AT - 5 * 60_000 - 500), ASKED_AT, ASKED_AT);
    expect(offsetLearnt()).toBe(-5 * 60_000);
  });

  it('learns from a round trip as long as it trusts, and not from a longer one', () => {
    const sentAt = ASKED_AT + MAX_ROUND_TRIP_MS / 2 + 3 * 60_000 - 500;
    learnServerTime(answer(sentAt), ASKED_AT, ASKED_AT + MAX_ROUND_TRIP_MS + 1);
    expect(offsetLearnt()).toBe(0);
    learnServerTime(answer(sentAt), ASKED_AT, ASKED_AT + MAX_ROUND_TRIP_MS);
    expect(offsetLearnt()).toBe(3 * 60_000);
  });

  it('does not learn from an answer a cache may hold, nor from one without a date', () => {
    learnServerTime(answer(ASKED_AT + 60_000, 'public, max-age=300'), ASKED_AT, ASKED_AT);
    learnServerTime(new Response('{}', { headers: { 'cache-control': 'no-store' } }), ASKED_AT, ASKED_AT);
    expect(offsetLearnt()).toBe(0);
  });

  it('is learnt from every API answer, refusals included', async () => {
    const ahead = Date.now() + 10 * 60_000;
    server.use(
      mockEndpoint(userEndpoints.state, () =>
        rawReply(
          new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'No existe.' }), {
            status: 404,
            headers: {
              'content-type': 'application/json',
              'cache-control': 'no-store',
              date: new Date(ahead).toUTCString(),
            },
          }),
        ),
      ),
    );
    await expect(apiCall(userEndpoints.state, { params: { userId: '7' } })).rejects.toThrow();
    expect(serverNow() - Date.now()).toBeGreaterThan(9 * 60_000);
  });
});
