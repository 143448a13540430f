import {
  DEFAULT_SETTINGS,
  type Bank,
  type BankSettings,
  type PointsSummary,
  type Quote,
} from '@cambix/contract';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { bankByCode } from '../../../test/support/orders.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

const quoteOn = async (t: TestApp, sendAmount: string) => {
  const bankId = (await bankByCode(t, '002')).id;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/quote',
    headers: APP_KEY_HEADER,
    payload: { bankId, sendAmount },
  });
  return body<Quote>(response).data;
};

const bankNameOn = async (t: TestApp, code: string) => (await bankByCode(t, code)).name;

/** Pub/sub is delivered a moment after the save answers: ask again until it shows or time is up. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && value !== expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/** Instance B on instance A's database, as two instances behind a load balancer. */
async function withTwoInstancesOnOneDatabase(
  redisUrl: string | undefined,
  run: (a: TestApp, b: TestApp) => Promise<void>,
) {
  const redisA = redisUrl ? new Redis(redisUrl) : undefined;
  const redisB = redisUrl ? new Redis(redisUrl) : undefined;
  const a = await buildTestApp(redisA ? { redis: redisA } : {});
  const b = await buildTestApp({ ...(redisB ? { redis: redisB } : {}), database: a.database });
  try {
    await run(a, b);
  } finally {
    await b.close();
    await a.close();
    await redisA?.quit();
    await redisB?.quit();
  }
}

describe.skipIf(!process.env.TEST_REDIS_URL)('two instances, one database, one Redis', () => {
  it("a save on A changes B's next quote, its settings and its bank catalogue", async () => {
    await withTwoInstancesOnOneDatabase(process.env.TEST_REDIS_URL, async (a, b) => {
      const admin = await a.authAs('admin');
      expect((await quoteOn(b, '500')).fee).toBe('10.00');
      expect(await bankNameOn(b, '002')).toBe('Banco de Crédito del Perú');

      const saved = await settingsCall(a, admin, 'PUT', '/fees', { ...DEFAULT_SETTINGS.fees, flatFee: '15' });
      expect(saved.statusCode).toBe(200);
      expect(await eventually(async () => (await quoteOn(b, '500')).fee, '15.00')).toBe('15.00');
      const sections = await settingsCall(b, await b.authAs('admin'), 'GET', '');
      expect(body<{ fees: { flatFee: string } }>(sections).data.fees.flatFee).toBe('15.00');

      const bcp = body<BankSettings[]>(await settingsCall(a, admin, 'GET', '/banks')).data.find(
        (bank) => bank.code === '002',
      )!;
      const {
        id,
        accountTypes: _types,
        paymentSteps: _steps,
        logoUrl: _logo,
        hasCollectionAccount: _has,
        ...fields
      } = bcp;
      await settingsCall(a, admin, 'PUT', `/banks/${id}`, {
        ...fields,
        maxOrderAmount: fields.maxOrderAmount ?? '',
        name: 'BCP renombrado',
      });
      expect(await eventually(() => bankNameOn(b, '002'), 'BCP renombrado')).toBe('BCP renombrado');
    });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the referral programme across instances', () => {
  it("a save of Referidos on A changes the reward B's customers read", async () => {
    await withTwoInstancesOnOneDatabase(process.env.TEST_REDIS_URL, async (a, b) => {
      const customer = await b.authAs('cliente');
      const reward = async () => {
        const response = await b.app.inject({ method: 'GET', url: '/api/user/points', headers: customer });
        return body<PointsSummary>(response).data.rules.referralReward;
      };
      expect(await reward()).toBe(50);
      const saved = await settingsCall(a, await a.authAs('admin'), 'PUT', '/referrals', {
        ...DEFAULT_SETTINGS.referrals,
        rewardPoints: 65,
      });
      expect(saved.statusCode).toBe(200);
      expect(await eventually(reward, 65)).toBe(65);
    });
  });
});

describe('two instances on one database without Redis', () => {
  it('each keeps its own copy: only the instance that saved reads the change (the embedded server runs one)', async () => {
    await withTwoInstancesOnOneDatabase(undefined, async (a, b) => {
      expect((await quoteOn(b, '500')).fee).toBe('10.00');
      await settingsCall(a, await a.authAs('admin'), 'PUT', '/fees', {
        ...DEFAULT_SETTINGS.fees,
        flatFee: '15',
      });
      expect((await quoteOn(a, '500')).fee).toBe('15.00');
      expect((await quoteOn(b, '500')).fee).toBe('10.00');
      const banks = await b.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER });
      expect(body<Bank[]>(banks).data.length).toBeGreaterThan(0);
    });
  });
});
