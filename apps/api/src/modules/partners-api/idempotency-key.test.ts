import { ORDER_STATUS, type CreatedApiKey, type PartnerOrder } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyOf, apiOrder, bearer, createByApi } from '../../../test/support/partner-api.ts';
import { newKey, partnerIdOf } from '../../../test/support/partner-orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orders, partnerIdempotentAnswers } from '../../platform/db/schema/index.ts';

// The Idempotency-Key of the partner API (docs/rules/partners.md#idempotency). An app of its own: these move
// its clock a day on.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('Idempotency-Key', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  let mine: CreatedApiKey;
  let theirs: CreatedApiKey;
  beforeAll(async () => {
    mine = await apiKeyOf(t, 'externo', 'Idempotencia');
    theirs = await apiKeyOf(t, 'externo2', 'Idempotencia');
  });
  const keyed = (key: string, idempotencyKey: string) => ({
    ...bearer(key),
    'idempotency-key': idempotencyKey,
  });
  const answers = (partnerId: number) =>
    t.ctx.db.select().from(partnerIdempotentAnswers).where(eq(partnerIdempotentAnswers.partnerId, partnerId));

  it('refuses the key with another request, 422 and a stable code, and makes no second order', async () => {
    const { key } = mine;
    const idempotencyKey = newKey();
    const payload = await apiOrder(t, '45100011');
    const first = await createByApi(t, keyed(key, idempotencyKey), payload);
    expect(first.statusCode, first.body).toBe(200);

    const other = await createByApi(t, keyed(key, idempotencyKey), { ...payload, sendAmount: '999.00' });
    expect(other.statusCode).toBe(422);
    expect(body(other).code).toBe('PARTNER_IDEMPOTENCY_KEY_REUSED');
    const same = await t.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
    expect(same.map((order) => order.sendAmount)).toEqual(['1500.00']);
  });

  it('answers the same request with its first answer for 24 hours, then with the order as it is', async () => {
    const { key } = mine;
    const idempotencyKey = newKey();
    const payload = await apiOrder(t, '45100012');
    const first = body<PartnerOrder>(await createByApi(t, keyed(key, idempotencyKey), payload)).data;
    // The order moves on after its first answer: staff receive the payment.
    await t.ctx.db.update(orders).set({ status: ORDER_STATUS.PENDIENTE }).where(eq(orders.code, first.code));

    t.clock.advance(DAY_MS - 1);
    const replayed = await createByApi(t, keyed(key, idempotencyKey), payload);
    expect(replayed.statusCode).toBe(200);
    expect(body<PartnerOrder>(replayed).data).toEqual(first);

    t.clock.advance(1);
    const later = body<PartnerOrder>(await createByApi(t, keyed(key, idempotencyKey), payload)).data;
    expect(later.code).toBe(first.code);
    expect(later.status).toBe(ORDER_STATUS.PENDIENTE);
    // Past its 24 hours the key still belongs to its order: another request is still refused.
    const other = await createByApi(t, keyed(key, idempotencyKey), { ...payload, sendAmount: '999.00' });
    expect(body(other).code).toBe('PARTNER_IDEMPOTENCY_KEY_REUSED');
  });

  it("deletes a partner's answers once 24 hours old, as it creates, and no other partner's", async () => {
    const myPartner = await partnerIdOf(t, 'externo');
    const theirPartner = await partnerIdOf(t, 'externo2');
    const oldKey = newKey();
    await createByApi(t, keyed(mine.key, oldKey), await apiOrder(t, '45100013'));
    const theirKey = newKey();
    await createByApi(t, keyed(theirs.key, theirKey), await apiOrder(t, '45100014'));

    t.clock.advance(DAY_MS - 1);
    await createByApi(t, keyed(mine.key, newKey()), await apiOrder(t, '45100015'));
    expect((await answers(myPartner)).map((row) => row.idempotencyKey)).toContain(oldKey);

    t.clock.advance(1);
    await createByApi(t, keyed(mine.key, newKey()), await apiOrder(t, '45100016'));
    expect((await answers(myPartner)).map((row) => row.idempotencyKey)).not.toContain(oldKey);
    expect((await answers(theirPartner)).map((row) => row.idempotencyKey)).toContain(theirKey);
  });
});
