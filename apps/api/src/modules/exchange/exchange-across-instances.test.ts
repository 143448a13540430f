import { DEFAULT_SETTINGS, type ExchangeRates } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import {
  listen,
  nextEvent,
  openSocket,
  outcome,
  withTwoInstances,
  type Client,
} from '../../../test/support/sockets.ts';
import { APP_KEY_HEADER, body, type TestApp } from '../../../test/support/test-app.ts';

const BOARD = {
  buy: [{ fromUsd: '50.00', toUsd: '30000.01', rate: '3.7410' }],
  sell: [{ fromUsd: '50.00', toUsd: '30000.01', rate: '3.7690' }],
};

const ratesOn = async (t: TestApp) =>
  body<ExchangeRates>(
    await t.app.inject({ method: 'GET', url: '/api/exchange/rates', headers: APP_KEY_HEADER }),
  ).data;

describe.skipIf(!process.env.TEST_REDIS_URL)('two instances, one database, one Redis', () => {
  it('a board published on A reaches an anonymous socket on B once, and B answers it at once', async () => {
    await withTwoInstances(
      async (a, b) => {
        const opened: Client[] = [];
        try {
          const urlB = await listen(b);
          const onB = openSocket(urlB, undefined, opened);
          expect(await outcome(onB)).toBe('connected');
          const before = await ratesOn(b); // B keeps the board it read
          const heard: ExchangeRates[] = [];
          onB.on('rates:published', (rates) => heard.push(rates));
          const first = nextEvent(onB, 'rates:published');

          const published = await a.app.inject({
            method: 'POST',
            url: '/api/admin/exchange/rates',
            headers: await a.authAs('admin'),
            payload: BOARD,
          });
          expect(published.statusCode, published.body).toBe(200);
          const view = body<ExchangeRates>(published).data;
          expect(view.id).not.toBe(before.id);
          expect(await first).toEqual(view);
          expect((await ratesOn(b)).id).toBe(view.id);
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(heard.map((rates) => rates.id)).toEqual([view.id]);

          // Switching divisas off on A changes every open calculator too.
          const off = nextEvent(onB, 'rates:published');
          const saved = await a.app.inject({
            method: 'PUT',
            url: '/api/admin/settings/divisas',
            headers: await a.authAs('admin'),
            payload: { ...DEFAULT_SETTINGS.divisas, enabled: false, lockMinutes: 20 },
          });
          expect(saved.statusCode, saved.body).toBe(200);
          expect(await off).toMatchObject({ id: view.id, enabled: false, lockMinutes: 20 });
        } finally {
          for (const socket of opened) socket.disconnect();
        }
      },
      { oneDatabase: true },
    );
  });
});
