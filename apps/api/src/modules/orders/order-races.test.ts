import { ORDER_STATUS, type Order } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  bankByCode,
  finalize,
  newOrder,
  operativeCustomer,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RACES = 16;

// PGlite runs one transaction at a time, so these races cannot deadlock there: PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a customer finalizing one order while making the next',
  () => {
    it('finalize and new-order of one customer race without a 500 (no deadlock)', async () => {
      const { headers } = await operativeCustomer(t);
      const bank = await bankByCode(t, '002');
      const account = await addAccount(t, headers, '002');
      const order = { bankId: bank.id, sendAmount: '110', destinationAccountId: account.id };
      let open = body<Order>(await newOrder(t, headers, order)).data;

      const answers: number[] = [];
      for (let race = 0; race < RACES; race++) {
        expect((await uploadVoucher(t, headers, open.id)).statusCode).toBe(200);
        const [finalized, created] = await Promise.all([
          finalize(t, headers, open.id),
          newOrder(t, headers, order),
        ]);
        answers.push(finalized.statusCode, created.statusCode);
        expect(created.statusCode, created.body).toBe(200);
        // The new order replaced the open one first (410), or the open one was finalized first.
        expect([200, 409, 410], finalized.body).toContain(finalized.statusCode);
        open = body<Order>(created).data;
        expect(open.status).toBe(ORDER_STATUS.TEMPORAL);
      }
      expect(answers).not.toContain(500);
    });
  },
);
