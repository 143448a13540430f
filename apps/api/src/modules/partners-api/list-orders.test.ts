import { ORDER_STATUS, type PartnerApiOrderPage } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerWithKey, type Headers } from '../../../test/support/partner-api.ts';
import { insertPartnerOrder } from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

// GET /api/partner-api/v1/orders: a partner's orders by cursor, each test on a partner of its own.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = new Date('2026-11-20T15:00:00.000Z');
const at = (minutes: number) => new Date(BASE.getTime() + minutes * 60_000);

async function list(headers: Headers, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/partner-api/v1/orders', headers, query });
}

async function page(headers: Headers, query: Record<string, string> = {}): Promise<PartnerApiOrderPage> {
  const response = await list(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return body<PartnerApiOrderPage>(response).data;
}

/** Every page from the first, calling `between` after each. */
async function walk(headers: Headers, query: Record<string, string>, between = async () => {}) {
  const codes: string[] = [];
  let cursor: string | null = null;
  do {
    const next: PartnerApiOrderPage = await page(headers, { ...query, ...(cursor && { cursor }) });
    codes.push(...next.items.map((order) => order.code));
    cursor = next.nextCursor;
    await between();
  } while (cursor !== null);
  return codes;
}

describe('the partner API list of orders', () => {
  it('walks every order once, newest first, while orders are made between pages; ties on the time by id', async () => {
    const { partnerId, headers } = await partnerWithKey(t);
    const made: string[] = [];
    for (const minute of [0, 1, 1, 1, 2, 3, 4])
      made.push((await insertPartnerOrder(t.ctx, partnerId, { createdAt: at(minute) })).order.code);

    let extra = 0;
    const walked = await walk(headers, { limit: '2' }, async () => {
      extra += 1;
      await insertPartnerOrder(t.ctx, partnerId, { createdAt: at(10 + extra) });
    });
    // The ones made during the walk are newer than its first page: none of them, and every other once.
    expect(walked).toEqual([...made].reverse());
  });

  it('pages by limit (50 unless said, 100 at most) and ends with a null cursor', async () => {
    const { partnerId, headers } = await partnerWithKey(t);
    for (let index = 0; index < 3; index++)
      await insertPartnerOrder(t.ctx, partnerId, { createdAt: at(index) });
    const whole = await page(headers);
    expect(whole.items).toHaveLength(3);
    expect(whole.nextCursor).toBeNull();
    const exact = await page(headers, { limit: '3' });
    expect(exact.nextCursor).toBeNull();
    const short = await page(headers, { limit: '2' });
    expect(short.items).toHaveLength(2);
    expect(short.nextCursor).not.toBeNull();
    expect((await list(headers, { limit: '100' })).statusCode).toBe(200);
    for (const limit of ['0', '101', 'x']) {
      const refused = await list(headers, { limit });
      expect(refused.statusCode, limit).toBe(400);
      expect(body(refused).code).toBe('VALIDATION_FAILED');
    }
  });

  it('filters by status, by creation (since counts, until does not) and by the client document', async () => {
    const { partnerId, headers } = await partnerWithKey(t);
    const first = await insertPartnerOrder(t.ctx, partnerId, { createdAt: at(0) });
    const second = await insertPartnerOrder(t.ctx, partnerId, {
      createdAt: at(5),
      status: ORDER_STATUS.PENDIENTE,
    });
    const third = await insertPartnerOrder(t.ctx, partnerId, { createdAt: at(10) });
    const codes = async (query: Record<string, string>) =>
      (await page(headers, query)).items.map((order) => order.code);

    expect(await codes({ status: String(ORDER_STATUS.PENDIENTE) })).toEqual([second.order.code]);
    expect(await codes({ createdSince: at(5).toISOString() })).toEqual([third.order.code, second.order.code]);
    expect(await codes({ createdSince: new Date(at(5).getTime() + 1).toISOString() })).toEqual([
      third.order.code,
    ]);
    expect(await codes({ createdUntil: at(5).toISOString() })).toEqual([first.order.code]);
    expect(await codes({ createdUntil: new Date(at(5).getTime() + 1).toISOString() })).toEqual([
      second.order.code,
      first.order.code,
    ]);
    expect(await codes({ documentNumber: first.client.documentNumber })).toEqual([first.order.code]);

    const backwards = await list(headers, {
      createdSince: at(10).toISOString(),
      createdUntil: at(10).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(backwards).data.fields).toHaveProperty(['/createdUntil']);
  });

  it("shows a partner its own orders only, also through another's cursor or client document", async () => {
    const mine = await partnerWithKey(t);
    const theirs = await partnerWithKey(t);
    const my = await insertPartnerOrder(t.ctx, mine.partnerId, { createdAt: at(0) });
    await insertPartnerOrder(t.ctx, mine.partnerId, { createdAt: at(1) });
    const their = await insertPartnerOrder(t.ctx, theirs.partnerId, { createdAt: at(0) });

    expect((await page(theirs.headers)).items.map((order) => order.code)).toEqual([their.order.code]);
    const myCursor = (await page(mine.headers, { limit: '1' })).nextCursor!;
    expect((await page(theirs.headers, { cursor: myCursor })).items.map((o) => o.code)).toEqual([
      their.order.code,
    ]);
    expect((await page(theirs.headers, { documentNumber: my.client.documentNumber })).items).toEqual([]);
  });

  it('refuses a cursor it did not make, and a request without a live key', async () => {
    const { headers } = await partnerWithKey(t);
    for (const cursor of ['bm90LWEtY3Vyc29y', Buffer.from('0|2026-11-20').toString('base64url'), '$$']) {
      const refused = await list(headers, { cursor });
      expect(refused.statusCode, cursor).toBe(400);
      expect(body(refused).code).toBe('VALIDATION_FAILED');
    }
    const anonymous = await list({});
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).code).toBe('PARTNER_API_KEY_INVALID');
  });
});
