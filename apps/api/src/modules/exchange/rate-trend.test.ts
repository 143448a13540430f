import type { RateTrend } from '@cambix/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exchangeRates } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(exchangeRates);
});

const board = (buy: string, sell: string) => ({
  buy: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: buy },
    { fromUsd: '1000.00', toUsd: '30000.01', rate: '3.7500' },
  ],
  sell: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: sell },
    { fromUsd: '1000.00', toUsd: '30000.01', rate: '3.7600' },
  ],
});

async function publishedAt(instant: string, buy: string, sell = '3.7700') {
  const adminId = (await t.sessionOf('admin')).user.id;
  const [row] = await t.ctx.db
    .insert(exchangeRates)
    .values({ source: 'manual', ...board(buy, sell), publishedAt: new Date(instant), publishedBy: adminId })
    .returning({ id: exchangeRates.id });
  return row!.id;
}

async function trend(): Promise<RateTrend> {
  const response = await t.app.inject({ method: 'GET', url: '/api/exchange/trend', headers: APP_KEY_HEADER });
  expect(response.statusCode, response.body).toBe(200);
  return body<RateTrend>(response).data;
}

describe('GET /api/exchange/trend', () => {
  it('answers no points and no boards before anything is published', async () => {
    t.clock.set('2030-05-14T15:00:00Z');
    expect(await trend()).toEqual({ day: '2030-05-14', today: [], days: [] });
  });

  it('puts a board published at 23:59 Lima on its day and one at 00:00 on the next', async () => {
    // Lima is UTC−5: 2030-05-13 23:59 Lima is 04:59 UTC on the 14th; 2030-05-14 00:00 Lima is 05:00 UTC.
    await publishedAt('2030-05-13T15:00:00Z', '3.7300');
    await publishedAt('2030-05-14T04:59:59Z', '3.7310');
    const midnight = await publishedAt('2030-05-14T05:00:00Z', '3.7320');
    t.clock.set('2030-05-14T15:00:00Z');

    const result = await trend();
    expect(result.days.slice(-2)).toEqual([
      { day: '2030-05-13', buy: '3.7310', sell: '3.7700' },
      { day: '2030-05-14', buy: '3.7320', sell: '3.7700' },
    ]);
    // Today's chart starts from the board in force when the day began: the one of 23:59.
    expect(result.today.map((entry) => [entry.publishedAt, entry.buy[0]?.rate])).toEqual([
      ['2030-05-14T04:59:59.000Z', '3.7310'],
      ['2030-05-14T05:00:00.000Z', '3.7320'],
    ]);
    expect(result.today[1]).toEqual({
      id: midnight,
      publishedAt: '2030-05-14T05:00:00.000Z',
      ...board('3.7320', '3.7700'),
    });
    // Who published is not for the public.
    expect(Object.keys(result.today[0]!)).toEqual(['id', 'publishedAt', 'buy', 'sell']);
  });

  it('covers 30 Lima days, carries the board in force over a day nobody published, and takes each day’s last', async () => {
    t.clock.set('2030-05-14T15:00:00Z');
    // 2030-04-15 is the first of the 30 days; a board from before the window starts it.
    await publishedAt('2030-04-10T15:00:00Z', '3.7000');
    await publishedAt('2030-04-20T14:00:00Z', '3.7100');
    await publishedAt('2030-04-20T20:00:00Z', '3.7150');
    await publishedAt('2030-05-14T16:00:00Z', '3.7400'); // after now: not yet

    const { days, today } = await trend();
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2030-04-15', buy: '3.7000', sell: '3.7700' });
    expect(days.find((point) => point.day === '2030-04-20')?.buy).toBe('3.7150');
    expect(days.find((point) => point.day === '2030-04-21')?.buy).toBe('3.7150');
    expect(days.at(-1)).toEqual({ day: '2030-05-14', buy: '3.7150', sell: '3.7700' });
    expect(today.map((entry) => entry.buy[0]?.rate)).toEqual(['3.7150']);
  });

  it('leaves out the days before the first board', async () => {
    t.clock.set('2030-05-14T15:00:00Z');
    await publishedAt('2030-05-12T05:00:00Z', '3.7200');
    const { days } = await trend();
    expect(days.map((point) => point.day)).toEqual(['2030-05-12', '2030-05-13', '2030-05-14']);
  });
});
