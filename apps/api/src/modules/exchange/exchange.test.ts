import {
  DEFAULT_SETTINGS,
  describeHours,
  type ExchangeQuote,
  type ExchangeRates,
  type RateHistory,
  type RateTier,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exchangeRates } from '../../platform/db/schema/index.ts';
import { BOARD_CACHE } from './current-board.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const tiers = (...rows: [string, string, string][]): RateTier[] =>
  rows.map(([fromUsd, toUsd, rate]) => ({ fromUsd, toUsd, rate }));

const BOARD = {
  buy: tiers(
    ['50.00', '1000.00', '3.7420'],
    ['1000.00', '5000.00', '3.7450'],
    ['5000.00', '30000.01', '3.7480'],
  ),
  sell: tiers(
    ['50.00', '1000.00', '3.7680'],
    ['1000.00', '5000.00', '3.7650'],
    ['5000.00', '30000.01', '3.7620'],
  ),
};

const publish = (board: { buy: unknown; sell: unknown }, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/exchange/rates', headers, payload: board });
const rates = async () =>
  body<ExchangeRates>(
    await t.app.inject({ method: 'GET', url: '/api/exchange/rates', headers: APP_KEY_HEADER }),
  ).data;
const quote = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/exchange/quote', headers: APP_KEY_HEADER, payload });
const quoted = async (payload: Record<string, string>) => {
  const response = await quote(payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<ExchangeQuote & { rateId: number }>(response).data;
};
const single = (buy: string, sell: string) => ({
  buy: tiers(['50.00', '30000.01', buy]),
  sell: tiers(['50.00', '30000.01', sell]),
});

describe('GET /api/exchange/rates', () => {
  it('answers nulls and no tiers before any board, and the quote is refused', async () => {
    await t.ctx.db.delete(exchangeRates);
    await t.ctx.cache.forget(BOARD_CACHE);
    const view = await rates();
    expect(view).toMatchObject({ id: null, publishedAt: null, buy: [], sell: [], enabled: true });
    const refused = await quote({ direction: 'compra', sendAmount: '100.00' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('RATES_NOT_PUBLISHED');
  });

  it('answers the newest board with the divisas settings: open now, the hours in words', async () => {
    const published = await publish(BOARD);
    expect(published.statusCode, published.body).toBe(200);
    const view = await rates();
    const divisas = DEFAULT_SETTINGS.divisas;
    // The test clock reads Saturday 2026-11-21 10:00 in Lima: open until 13:00.
    expect(view).toEqual({
      id: body<ExchangeRates>(published).data.id,
      publishedAt: t.ctx.now().toISOString(),
      buy: BOARD.buy,
      sell: BOARD.sell,
      enabled: true,
      open: true,
      hoursText: describeHours(divisas.hours),
      lockMinutes: 15,
      bankBuy: divisas.bankBuy,
      bankSell: divisas.bankSell,
      declarationThresholdUsd: '5000.00',
    });
    t.clock.set('2026-11-21T18:30:00Z');
    expect((await rates()).open).toBe(false);
    t.clock.set('2026-11-21T15:00:00Z');
  });
});

describe('POST /api/admin/exchange/rates: the guard', () => {
  it('refuses a buy rate above a sell rate', async () => {
    const response = await publish({
      buy: tiers(['50.00', '1000.00', '3.7420'], ['1000.00', '30000.01', '3.7700']),
      sell: tiers(['50.00', '1000.00', '3.7800'], ['1000.00', '30000.01', '3.7690']),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('RATE_SPREAD_NEGATIVE');
  });

  it('accepts the widest spread exactly at the bound and refuses one ten-thousandth more, naming both', async () => {
    // (4.0600 − 3.9400) / 4.0000 = 3.00 %, the default bound.
    const atBound = await publish(single('3.9400', '4.0600'));
    expect(atBound.statusCode, atBound.body).toBe(200);
    const wider = await publish(single('3.9400', '4.0601'));
    expect(wider.statusCode).toBe(400);
    expect(body(wider)).toMatchObject({
      code: 'RATE_SPREAD_TOO_WIDE',
      message: 'El diferencial entre compra y venta es 3.01% y el máximo configurado en Ajustes es 3.00%.',
    });
    const far = await publish(single('3.6000', '3.8000'));
    expect(body(far).message).toContain('5.41%');
  });

  it('measures the widest pair across tiers: lowest buy against highest sell', async () => {
    // Best rates 3.79 / 3.80 (middle 3.795) but the widest pair 3.60 / 3.80 is 5.27 %.
    const response = await publish({
      buy: tiers(['50.00', '1000.00', '3.6000'], ['1000.00', '30000.01', '3.7900']),
      sell: tiers(['50.00', '1000.00', '3.8000'], ['1000.00', '30000.01', '3.8000']),
    });
    expect(body(response).code).toBe('RATE_SPREAD_TOO_WIDE');
  });

  it('refuses tiers with a gap, or a larger tier at a worse rate, field by field', async () => {
    const gap = await publish({
      buy: tiers(['50.00', '1000.00', '3.7420'], ['1200.00', '30000.01', '3.7450']),
      sell: BOARD.sell,
    });
    expect(gap.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(gap).data.fields).toHaveProperty('buy.1.fromUsd');
    const worse = await publish({
      buy: BOARD.buy,
      sell: tiers(['50.00', '1000.00', '3.7650'], ['1000.00', '30000.01', '3.7680']),
    });
    expect(worse.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(worse).data.fields).toHaveProperty('sell.1.rate');
  });

  it('audits the board it replaces and the new one', async () => {
    const first = body<ExchangeRates>(await publish(BOARD)).data;
    const next = single('3.7500', '3.7600');
    const second = body<ExchangeRates>(await publish(next)).data;
    const [audit] = await auditOf(t, 'exchange.publish', second.id!);
    const adminId = (await t.sessionOf('admin')).user.id;
    expect(audit).toMatchObject({
      actorId: adminId,
      targetType: 'exchange_rates',
      before: { id: first.id, buy: BOARD.buy, sell: BOARD.sell },
      after: { id: second.id, source: 'manual', buy: next.buy, sell: next.sell },
    });
    const [row] = await t.ctx.db.select().from(exchangeRates).where(eq(exchangeRates.id, second.id!));
    expect(row).toMatchObject({ source: 'manual', publishedBy: adminId });
  });
});

describe('POST /api/exchange/quote', () => {
  beforeAll(async () => {
    expect((await publish(BOARD)).statusCode).toBe(200);
  });

  it('prices a tier from its first cent and one cent below, both directions, from either field', async () => {
    const rateId = (await rates()).id;
    expect(await quoted({ direction: 'compra', sendAmount: '1000.00' })).toMatchObject({
      rate: '3.7450',
      receiveAmount: '3745.00',
      rateId,
    });
    expect(await quoted({ direction: 'compra', sendAmount: '999.99' })).toMatchObject({
      rate: '3.7420',
      receiveAmount: '3741.96',
    });
    expect(await quoted({ direction: 'compra', receiveAmount: '3745.00' })).toMatchObject({
      rate: '3.7450',
      sendAmount: '1000.00',
    });
    expect(await quoted({ direction: 'compra', receiveAmount: '3741.96' })).toMatchObject({
      rate: '3.7420',
      sendAmount: '999.99',
    });
    expect(await quoted({ direction: 'venta', receiveAmount: '1000.00' })).toMatchObject({
      rate: '3.7650',
      sendAmount: '3765.00',
    });
    expect(await quoted({ direction: 'venta', receiveAmount: '999.99' })).toMatchObject({
      rate: '3.7680',
      sendAmount: '3767.97',
    });
    expect(await quoted({ direction: 'venta', sendAmount: '3765.00' })).toMatchObject({
      rate: '3.7650',
      receiveAmount: '1000.00',
    });
    expect(await quoted({ direction: 'venta', sendAmount: '3767.96' })).toMatchObject({
      receiveAmount: '1000.78',
    });
  });

  it('refuses outside the tiers with the limit in dollars', async () => {
    const below = await quote({ direction: 'compra', sendAmount: '49.99' });
    expect(below.statusCode).toBe(400);
    expect(body(below)).toMatchObject({
      code: 'EXCHANGE_BELOW_MIN',
      message: 'El monto mínimo por operación es US$ 50.00.',
      data: { fields: { sendAmount: 'El monto mínimo por operación es US$ 50.00.' } },
    });
    const above = await quote({ direction: 'venta', receiveAmount: '30000.01' });
    expect(body(above)).toMatchObject({
      code: 'EXCHANGE_ABOVE_MAX',
      message: 'El monto máximo por operación es US$ 30,000.00.',
    });
  });

  it('is refused while divisas is switched off', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/divisas',
      headers: admin,
      payload: { ...DEFAULT_SETTINGS.divisas, enabled: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rates()).enabled).toBe(false);
    const refused = await quote({ direction: 'compra', sendAmount: '100.00' });
    expect(body(refused).code).toBe('DIVISAS_DISABLED');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/divisas',
      headers: admin,
      payload: DEFAULT_SETTINGS.divisas,
    });
  });

  it('answers 20 concurrent quotes during a publish each on one board: its rate is the rate of the board its rateId names', async () => {
    const next = {
      buy: tiers(['50.00', '1000.00', '3.7300'], ['1000.00', '30000.01', '3.7350']),
      sell: tiers(['50.00', '1000.00', '3.7900'], ['1000.00', '30000.01', '3.7850']),
    };
    const [published, ...answers] = await Promise.all([
      publish(next),
      ...Array.from({ length: 20 }, (_, index) =>
        quote({ direction: index % 2 ? 'compra' : 'venta', sendAmount: '500.00' }),
      ),
    ]);
    expect(published!.statusCode).toBe(200);
    const ids = new Set<number>();
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      const q = body<ExchangeQuote & { rateId: number }>(answer).data;
      const [board] = await t.ctx.db.select().from(exchangeRates).where(eq(exchangeRates.id, q.rateId));
      const side = q.direction === 'compra' ? board!.buy : board!.sell;
      expect(side.some((tier) => tier.rate === q.rate && tier.fromUsd === q.tier.fromUsd)).toBe(true);
      ids.add(q.rateId);
    }
    expect(ids.size).toBeGreaterThan(0);
    // After the publish, every quote is on the new board.
    const after = await quoted({ direction: 'compra', sendAmount: '500.00' });
    expect(after).toMatchObject({ rateId: body<ExchangeRates>(published!).data.id, rate: '3.7300' });
  });
});

describe('GET /api/admin/exchange/history', () => {
  it('answers the board in force when the day began, the day’s boards oldest first, and the latest ones', async () => {
    const adminId = (await t.sessionOf('admin')).user.id;
    const at = async (instant: string, buy: string) => {
      const board = single(buy, '3.7700');
      const [row] = await t.ctx.db
        .insert(exchangeRates)
        .values({ source: 'manual', ...board, publishedAt: new Date(instant), publishedBy: adminId })
        .returning({ id: exchangeRates.id });
      return row!.id;
    };
    // Lima days: 2030-05-13 (the day before), 2030-05-14, 2030-05-15.
    const before = await at('2030-05-14T04:59:00Z', '3.7400');
    const morning = await at('2030-05-14T14:00:00Z', '3.7410');
    const evening = await at('2030-05-15T04:30:00Z', '3.7420');
    const nextDay = await at('2030-05-15T05:00:00Z', '3.7430');

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exchange/history?day=2030-05-14',
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const history = body<RateHistory>(response).data;
    expect(history.day).toBe('2030-05-14');
    expect(history.publications.map((board) => board.id)).toEqual([before, morning, evening]);
    expect(history.publications[1]).toMatchObject({
      publishedAt: '2030-05-14T14:00:00.000Z',
      source: 'manual',
      publishedBy: 'Carla Mendoza',
      buy: [{ fromUsd: '50.00', toUsd: '30000.01', rate: '3.7410' }],
    });
    expect(history.recent.slice(0, 3).map((board) => board.id)).toEqual([evening, morning, before]);
    expect(history.recent.map((board) => board.id)).not.toContain(nextDay);
    expect(history.recent.length).toBeLessThanOrEqual(20);
  });

  it('keeps only the 20 latest boards', async () => {
    for (let index = 0; index < 21; index++) await publish(single('3.7400', '3.7700'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exchange/history',
      headers: admin,
    });
    const history = body<RateHistory>(response).data;
    expect(history.day).toBe('2026-11-21');
    expect(history.recent).toHaveLength(20);
  });

  it('refuses a day that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exchange/history?day=2030-02-30',
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
  });
});
