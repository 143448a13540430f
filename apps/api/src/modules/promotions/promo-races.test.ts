import { type Order } from '@cambix/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bankByCode, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { promoCodes, promoCodeUses } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RACERS = 20;

// Meaningful on PostgreSQL, where the orders run at once; PGlite runs them one after the other.
describe('orders racing for the last uses of a coupon', () => {
  it(`${RACERS} customers at once get exactly the total cap, the rest a clear refusal`, async () => {
    const cap = 3;
    const [promo] = await t.ctx.db
      .insert(promoCodes)
      .values({ code: 'CARRERA', discountKind: 'amount', discountValue: '10.00', totalUses: cap })
      .returning();
    const bank = await bankByCode(t, '002');
    const racers = [];
    for (let racer = 0; racer < RACERS; racer++) {
      const { headers } = await operativeCustomer(t);
      const account = await addAccount(t, headers, '002');
      racers.push({ headers, destinationAccountId: account.id });
    }

    const answers = await Promise.all(
      racers.map(({ headers, destinationAccountId }) =>
        newOrder(t, headers, {
          bankId: bank.id,
          sendAmount: '1500',
          destinationAccountId,
          promoCode: 'CARRERA',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(cap);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => body(answer).code)).toEqual(Array(RACERS - cap).fill('PROMO_USED_UP'));
    for (const answer of answers.filter((item) => item.statusCode === 200))
      expect(body<Order>(answer).data.quote).toMatchObject({ discount: '10.00', discountSource: 'promo' });

    const [uses] = await t.ctx.db
      .select({ total: count() })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, promo!.id)));
    expect(uses?.total).toBe(cap);
  });
});
